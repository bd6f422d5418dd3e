import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { useStoryRevisions, type StoryRevision } from './useStoryRevisions.ts';
import { Section } from './RevisionList.styles.ts';

export interface RevisionListProps {
  storyId: string;
  /** The version the form holds: the one it was opened from, or the one restored (marked in the list). */
  versionInForm: number | null;
  onRestore: (revision: StoryRevision) => void;
}

/** Who saved which version when; any version can be brought back into the form. */
export function RevisionList({ storyId, versionInForm, onRestore }: RevisionListProps) {
  const { data: revisions, isPending, isError } = useStoryRevisions(storyId);
  return (
    <Section aria-labelledby="revisions-title">
      <h3 id="revisions-title">Revisions</h3>
      {isPending && <p>Loading revisions…</p>}
      {isError && <p>Revisions could not be loaded.</p>}
      {revisions && revisions.length === 0 && <p>No saved versions yet.</p>}
      {revisions && revisions.length > 0 && (
        <ol>
          {revisions.map((revision) => (
            <li key={revision.id}>
              <span>
                <strong>Version {revision.version}</strong> · {revision.editorEmail ?? 'System'} ·{' '}
                <time dateTime={revision.createdAt}>{format(new Date(revision.createdAt), 'd MMM yyyy, HH:mm')}</time>
                {revision.version === versionInForm && ' (in the form)'}
                {revision.notes.map((note) => (
                  <q key={note}>{note}</q>
                ))}
              </span>
              <Button $size="sm" $variant="secondary" onClick={() => onRestore(revision)}>
                Restore version {revision.version}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
