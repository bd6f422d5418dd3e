import { storyPath, type CorrectionListItem } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { CorrectionNote } from './CorrectionNote.tsx';
import { NoteList } from './CorrectionsList.styles.ts';

/** The latest notes across the site, each under a link to the story it corrects (its slug's address). */
export function CorrectionsList({ notes }: { notes: readonly CorrectionListItem[] }) {
  return (
    <NoteList>
      {notes.map((note) => (
        <li key={note.id}>
          <h2>
            <Link to={storyPath(note.story)}>{note.story.title}</Link>
          </h2>
          <CorrectionNote note={note} />
        </li>
      ))}
    </NoteList>
  );
}
