import { Button } from '@newsroom/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Field } from '../../../components/Field.tsx';
import { TextArea } from '../../../components/fields.styles.ts';
import { NOTE_MAX_LENGTH, noteProblem } from './passageNotes.ts';
import { DeletedQuote, Row } from './NotesPanel.styles.ts';

export interface NoteComposerProps {
  quote: string;
  busy: boolean;
  /** Resolves once saved; rejects with the message to show. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The small form for a note on the selected passage: the quote, a labelled text box (focused as
 * it opens), Save note and Cancel. Not a <form>: it sits inside the story form, and Enter must not
 * save the story; Ctrl+Enter (⌘+Enter) sends, Escape cancels.
 */
export function NoteComposer({ quote, busy, onSubmit, onCancel }: NoteComposerProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  const send = () => {
    const problem = noteProblem(body);
    setError(problem);
    if (problem) return;
    onSubmit(body).catch((failed: Error) => setError(failed.message));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onCancel();
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    send();
  };
  const count = `${body.length.toLocaleString('en-GB')} / ${NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters`;
  return (
    <div role="group" aria-label="New note">
      <DeletedQuote>{quote}</DeletedQuote>
      <Field label="Note" hint={count} error={error ?? undefined}>
        {(control) => (
          <TextArea
            {...control}
            ref={box}
            $compact
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <Row>
        <Button $size="sm" disabled={busy} onClick={send}>
          {busy ? 'Saving…' : 'Save note'}
        </Button>
        <Button $size="sm" $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Row>
    </div>
  );
}
