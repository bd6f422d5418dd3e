import { Button } from '@newsroom/shared';
import { authorName, whenLabel } from '../comments/storyComments.ts';
import { Body, DeletedQuote, Meta, QuoteButton, Row } from './NotesPanel.styles.ts';
import type { PassageNote } from './passageNotes.ts';

export interface NoteViewProps {
  note: PassageNote;
  names: Readonly<Record<string, string>>;
  me: string | null;
  now: Date;
  /** False once every character of the passage was deleted. */
  passageExists: boolean;
  busy: boolean;
  onSelect: () => void;
  onResolve: () => void;
  onDelete: () => void;
}

/** One note: who and when, the passage (a button selecting it in the text), the words, Resolve or Reopen. */
export function NoteView({ note, names, me, now, passageExists, busy, onSelect, onResolve, onDelete }: NoteViewProps) {
  const author = authorName(note.authorId, names);
  const isOwn = me !== null && note.authorId === me;
  return (
    <article aria-label={`Note by ${author}`}>
      <Meta>
        <strong>{author}</strong>
        {isOwn && ' (you)'} ·{' '}
        <time dateTime={note.createdAt} title={new Date(note.createdAt).toLocaleString('en-GB')}>
          {whenLabel(note.createdAt, now)}
        </time>
      </Meta>
      {passageExists ? (
        <QuoteButton type="button" title="Select this passage in the text" onClick={onSelect}>
          “{note.quote}”
        </QuoteButton>
      ) : (
        <>
          <p>The passage was deleted</p>
          <DeletedQuote>“{note.quote}”</DeletedQuote>
        </>
      )}
      <Body>{note.body}</Body>
      <Row>
        <Button $size="sm" $variant="secondary" disabled={busy} onClick={onResolve}>
          {note.resolvedAt ? 'Reopen' : 'Resolve'}
        </Button>
        {isOwn && (
          <Button $size="sm" $variant="ghost" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Row>
    </article>
  );
}
