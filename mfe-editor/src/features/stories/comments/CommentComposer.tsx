import { Button } from '@newsroom/shared';
import { useState, type KeyboardEvent } from 'react';
import { Field } from '../../../components/Field.tsx';
import { TextArea } from '../../../components/fields.styles.ts';
import { COMMENT_MAX_LENGTH, commentProblem } from './storyComments.ts';
import { Row } from './CommentsPanel.styles.ts';

export interface CommentComposerProps {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  /** Resolves once saved (the text is then cleared); rejects with the message to show. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A comment's text box, used for a new thread, a reply and an edit: checked before sending, the
 * database's refusal shown in its words, Ctrl+Enter (⌘+Enter) sends. Not a <form>: it sits inside
 * the story form, and Enter must not save the story.
 */
export function CommentComposer({ label, submitLabel, initial = '', busy, onSubmit, onCancel }: CommentComposerProps) {
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    const problem = commentProblem(body);
    setError(problem);
    if (problem) return;
    onSubmit(body).then(
      () => setBody(''),
      (failed: Error) => setError(failed.message),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) onCancel();
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    send();
  };
  const count = `${body.length.toLocaleString('en-GB')} / ${COMMENT_MAX_LENGTH.toLocaleString('en-GB')} characters`;
  return (
    <div>
      <Field label={label} hint={count} error={error ?? undefined}>
        {(control) => (
          <TextArea
            {...control}
            $compact
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <Row>
        <Button $size="sm" disabled={busy} onClick={send}>
          {busy ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button $size="sm" $variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Row>
    </div>
  );
}
