import type { StoryCorrection } from '@newsroom/shared';
import { CorrectionNote } from './CorrectionNote.tsx';
import { NotesSection } from './StoryCorrections.styles.ts';

/** A story's corrections and clarifications, at its end, oldest first; nothing when it has none. */
export function StoryCorrections({ notes }: { notes: readonly StoryCorrection[] }) {
  if (notes.length === 0) return null;
  return (
    <NotesSection aria-labelledby="story-corrections-heading">
      <h2 id="story-corrections-heading">Corrections and clarifications</h2>
      <ul>
        {notes.map((note) => (
          <li key={note.id}>
            <CorrectionNote note={note} />
          </li>
        ))}
      </ul>
    </NotesSection>
  );
}
