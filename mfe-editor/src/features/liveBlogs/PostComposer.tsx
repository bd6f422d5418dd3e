import { Button, FieldBox, FieldHint, FieldLabel } from '@newsroom/shared';
import { ImageUploadField, type UploadFn } from '@newsroom/shared/image-upload';
import { livePostText } from '@newsroom/shared/document';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CheckboxRow, TextInput } from '../../components/fields.styles.ts';
import { Actions, Form, FormError } from '../../components/Form.styles.ts';
import { draftProblem, imageProblem, LIVE_DESK_MESSAGES, MAX_ALT_CHARS, MAX_BODY_CHARS } from './livePostRules.ts';
import { DocumentField, type DocumentFieldHandle } from '../../components/documentField/DocumentField.tsx';
import { ChooseFromLibrary } from '../../components/media/ChooseFromLibrary.tsx';
import type { PostDraft } from './useLiveDesk.ts';

export interface PostComposerProps {
  /** Resolves when the post is saved; rejects with the desk's message (the text stays). */
  onPost: (draft: PostDraft) => Promise<void>;
  disabled?: boolean;
  /** Tests: the image upload (default: the upload field's, to blog-images). */
  upload?: UploadFn;
}

const EMPTY: PostDraft = {
  title: '',
  document: { type: 'doc', content: [] },
  isKeyEvent: false,
  imageUrl: '',
  imageAlt: '',
};

/** What stops a draft from being sent ('' when nothing); the text box or the alt field is at fault. */
function composerProblem(draft: PostDraft, uploading: boolean): string {
  if (uploading) return LIVE_DESK_MESSAGES.imageUploading;
  const text = livePostText(draft.document);
  return draftProblem(text, draft.title, draft.isKeyEvent) || imageProblem(draft.imageUrl, draft.imageAlt);
}

/**
 * The posting box: the update is a short document (bold, italic, links, lists; decision 171).
 * Ctrl+Enter (or ⌘+Enter) posts, the box keeps focus for the next update. An optional image, uploaded
 * through the consoles' upload field (its progress bar and file rules) or chosen from the media
 * library, needs its alt text.
 */
export function PostComposer({ onPost, disabled = false, upload }: PostComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState<PostDraft>(EMPTY);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  // A new field after each post: the last upload's "Image uploaded." does not linger.
  const [posted, setPosted] = useState(0);
  const bodyRef = useRef<DocumentFieldHandle>(null);
  const altRef = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = composerProblem(draft, uploading);
    setProblem(found);
    if (found === LIVE_DESK_MESSAGES.imageAlt) return altRef.current?.focus();
    if (found) return bodyRef.current?.focus();
    setBusy(true);
    try {
      await onPost(draft);
      setDraft(EMPTY);
      setPosted((count) => count + 1);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
      bodyRef.current?.focus();
    }
  };

  const altMissing = problem === LIVE_DESK_MESSAGES.imageAlt;
  // On the form: Ctrl+Enter posts from any of its fields (the alt text just typed, too); the update's
  // editor posts itself and marks the key handled.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
  };
  const characters = livePostText(draft.document).length;

  return (
    <Form aria-label="New update" onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate>
      <FieldBox>
        <FieldLabel htmlFor={`${id}-title`}>Headline (optional)</FieldLabel>
        <TextInput
          id={`${id}-title`}
          value={draft.title}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </FieldBox>
      <DocumentField
        ref={bodyRef}
        label="Update"
        profile="livePost"
        value={draft.document}
        onChange={(document) => setDraft((current) => ({ ...current, document }))}
        onSubmit={() => void submit()}
        describedBy={problem ? `${id}-problem` : ''}
        invalid={Boolean(problem)}
        hint={
          <>
            {characters.toLocaleString('en-GB')} / {MAX_BODY_CHARS.toLocaleString('en-GB')} characters. Ctrl+K adds a
            link. Ctrl+Enter posts.
          </>
        }
      />
      <ImageUploadField
        key={posted}
        label="Image (optional)"
        value={draft.imageUrl}
        onChange={(imageUrl) => setDraft((current) => ({ ...current, imageUrl }))}
        previewAlt={draft.imageAlt}
        disabled={disabled}
        onUploadingChange={setUploading}
        upload={upload}
      />
      {/* A post holds an image and its alt text: the library's alt comes with it, the box stays editable. */}
      <ChooseFromLibrary
        disabled={disabled}
        onChoose={(image) => setDraft((current) => ({ ...current, imageUrl: image.url, imageAlt: image.alt }))}
      />
      {draft.imageUrl && (
        <FieldBox>
          <FieldLabel htmlFor={`${id}-alt`}>Image alt text *</FieldLabel>
          <TextInput
            id={`${id}-alt`}
            ref={altRef}
            value={draft.imageAlt}
            maxLength={MAX_ALT_CHARS}
            required
            aria-describedby={`${id}-alt-hint${altMissing ? ` ${id}-problem` : ''}`}
            aria-invalid={altMissing || undefined}
            onChange={(event) => setDraft({ ...draft, imageAlt: event.target.value })}
          />
          <FieldHint id={`${id}-alt-hint`}>What the image shows, for readers who cannot see it.</FieldHint>
        </FieldBox>
      )}
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
        <Button type="submit" disabled={disabled || busy || uploading}>
          {busy ? 'Posting…' : 'Post update'}
        </Button>
      </Actions>
    </Form>
  );
}
