import { format } from 'date-fns';
import type { StoryRevision } from './useStoryRevisions.ts';

export interface RevisionLineProps {
  revision: StoryRevision;
  inForm: boolean;
}

/** One version's who and when, then its notes each on their own line (they ran into the text before). */
export function RevisionLine({ revision, inForm }: RevisionLineProps) {
  return (
    <div>
      <p>
        <strong>Version {revision.version}</strong> · {revision.editorEmail ?? 'System'} ·{' '}
        <time dateTime={revision.createdAt}>{format(new Date(revision.createdAt), 'd MMM yyyy, HH:mm')}</time>
        {inForm && ' (in the form)'}
      </p>
      {revision.contributors.length > 0 && <p>Contributors: {revision.contributors.join(', ')}</p>}
      {revision.notes.length > 0 && (
        <ul aria-label={`Notes of version ${revision.version}`}>
          {revision.notes.map((note) => (
            <li key={note}>
              <q>{note}</q>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
