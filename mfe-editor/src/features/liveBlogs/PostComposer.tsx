import { Button, FieldBox, FieldHint, FieldLabel } from '@newsroom/shared';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CheckboxRow, TextArea, TextInput } from '../../components/fields.styles.ts';
import { Actions, Form, FormError } from '../../components/Form.styles.ts';
import { draftProblem, MAX_BODY_CHARS } from './livePostRules.ts';
import type { PostDraft } from './useLiveDesk.ts';

export interface PostComposerProps {
  /** Resolves when the post is saved; rejects with the desk's message (the text stays). */
  onPost: (draft: PostDraft) => Promise<void>;
  disabled?: boolean;
}

const EMPTY: PostDraft = { title: '', body: '', isKeyEvent: false };

/** The posting box: Ctrl+Enter (or ⌘+Enter) posts, the box keeps focus for the next update. */
export function PostComposer({ onPost, disabled = false }: PostComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState<PostDraft>(EMPTY);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = draftProblem(draft.body, draft.title, draft.isKeyEvent);
    setProblem(found);
    if (found) return bodyRef.current?.focus();
    setBusy(true);
    try {
      await onPost(draft);
      setDraft(EMPTY);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
      bodyRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
  };

  return (
    <Form aria-label="New update" onSubmit={(event) => void submit(event)} noValidate>
      <FieldBox>
        <FieldLabel htmlFor={`${id}-title`}>Headline (optional)</FieldLabel>
        <TextInput
          id={`${id}-title`}
          value={draft.title}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </FieldBox>
      <FieldBox>
        <FieldLabel htmlFor={`${id}-body`}>Update</FieldLabel>
        <TextArea
          id={`${id}-body`}
          ref={bodyRef}
          value={draft.body}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <FieldHint id={`${id}-hint`}>
          {draft.body.length.toLocaleString('en-GB')} / {MAX_BODY_CHARS.toLocaleString('en-GB')} characters. Links:
          [text](https://…). Ctrl+Enter posts.
        </FieldHint>
      </FieldBox>
      <CheckboxRow>
        <input
          id={`${id}-key`}
          type="checkbox"
          checked={draft.isKeyEvent}
          onChange={(event) => setDraft({ ...draft, isKeyEvent: event.target.checked })}
        />
        <FieldLabel htmlFor={`${id}-key`}>Key event</FieldLabel>
      </CheckboxRow>
      {problem && (
        <FormError id={`${id}-problem`} role="alert">
          {problem}
        </FormError>
      )}
      <Actions>
        <Button type="submit" disabled={disabled || busy}>
          {busy ? 'Posting…' : 'Post update'}
        </Button>
      </Actions>
    </Form>
  );
}
