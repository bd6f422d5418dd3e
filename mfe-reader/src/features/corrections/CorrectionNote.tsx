import { correctionLabel, type StoryCorrection } from '@newsroom/shared';
import { formatLongDate } from '../../lib/formatDate.ts';

/** "Correction: …" with its date; the note is text (React escapes it), never markup. */
export function CorrectionNote({ note }: { note: StoryCorrection }) {
  return (
    <p>
      <strong>{correctionLabel(note.kind)}:</strong> {note.note}{' '}
      <time dateTime={note.publishedAt}>{formatLongDate(note.publishedAt)}</time>
    </p>
  );
}
