import { Button, useAuth } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Section } from '../RevisionList.styles.ts';
import { useCoeditorNames } from '../coedit/useCoeditorNames.ts';
import { useNow } from '../comments/useNow.ts';
import { NoteComposer } from './NoteComposer.tsx';
import { NoteView } from './NoteView.tsx';
import { NoteItem, NoteList, Resolved } from './NotesPanel.styles.ts';
import type { PassageAnchor } from './passageAnchors.ts';
import type { PassageNotesBridge } from './PassageNotesBridge.ts';
import { splitNotes, type PassageNote } from './passageNotes.ts';
import { usePassageNotes } from './usePassageNotes.ts';

export const NO_SELECTION = 'Select a passage of the story text first, then Add note.';

export interface NotesPanelProps {
  storyId: string;
  bridge: PassageNotesBridge;
}

/**
 * Notes on passages of the co-edited text (decision 196): what the desk left on the selected
 * words, highlighted in the text, live for everyone on the story, never published. Open notes
 * first, the resolved ones folded under "Resolved (N)".
 */
export function NotesPanel({ storyId, bridge }: NotesPanelProps) {
  const me = useAuth((state) => state.user?.id ?? null);
  const { notes, add, resolve, remove } = usePassageNotes(storyId);
  const [draft, setDraft] = useState<PassageAnchor | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PassageNote | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const now = useNow();
  // Drawn again when the text changes: a passage may have just been deleted.
  useSyncExternalStore(bridge.subscribe, bridge.getVersion);
  const { open, resolved } = useMemo(() => splitNotes(notes.data ?? []), [notes.data]);
  const authorIds = [...new Set((notes.data ?? []).flatMap((note) => (note.authorId ? [note.authorId] : [])))];
  const names = useCoeditorNames(storyId, authorIds);

  useEffect(() => bridge.setNotes(open), [bridge, open]);
  useEffect(() => () => bridge.setNotes([]), [bridge]);
  const startNote = useCallback(() => {
    const passage = bridge.selectedPassage();
    setHint(passage ? null : NO_SELECTION);
    setDraft(passage);
  }, [bridge]);
  useEffect(() => bridge.onRequest(startNote), [bridge, startNote]);

  // Focus goes back to Add note once the form has closed (the button is back in the page then).
  const refocus = useRef(false);
  useEffect(() => {
    if (draft || !refocus.current) return;
    refocus.current = false;
    addButton.current?.focus();
  }, [draft]);
  const closeDraft = () => {
    refocus.current = true;
    setDraft(null);
  };
  const view = (note: PassageNote) => (
    <NoteItem key={note.id} $resolved={note.resolvedAt !== null}>
      <NoteView
        note={note}
        names={names}
        me={me}
        now={now}
        passageExists={!bridge.hasText() || bridge.rangeOf(note) !== null}
        busy={resolve.isPending}
        onSelect={() => bridge.selectPassage(note)}
        onResolve={() => resolve.mutate({ id: note.id, resolved: note.resolvedAt === null })}
        onDelete={() => setDeleting(note)}
      />
    </NoteItem>
  );
  return (
    <Section aria-labelledby="story-notes-title">
      <h3 id="story-notes-title">Notes</h3>
      <p>Notes on a passage of the text, for the desk. Staff only, never published.</p>
      {draft ? (
        <NoteComposer
          quote={draft.quote}
          busy={add.isPending}
          onSubmit={(body) => add.mutateAsync({ ...draft, body }).then(closeDraft)}
          onCancel={closeDraft}
        />
      ) : (
        <Button ref={addButton} $size="sm" $variant="secondary" aria-keyshortcuts="Control+Alt+M" onClick={startNote}>
          Add note
        </Button>
      )}
      {hint && <p role="alert">{hint}</p>}
      {notes.isError && <p role="alert">{notes.error.message}</p>}
      {resolve.error && <p role="alert">{resolve.error.message}</p>}
      {remove.error && <p role="alert">{remove.error.message}</p>}
      {open.length > 0 && <NoteList aria-label="Open notes">{open.map(view)}</NoteList>}
      {resolved.length > 0 && (
        <Resolved>
          <summary>Resolved ({resolved.length})</summary>
          <NoteList aria-label="Resolved notes">{resolved.map(view)}</NoteList>
        </Resolved>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      >
        The note is removed for everyone.
      </ConfirmDialog>
    </Section>
  );
}
