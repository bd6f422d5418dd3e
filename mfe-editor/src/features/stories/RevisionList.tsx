import { Button } from '@newsroom/shared';
import { useStoryRevisions, type StoryRevision } from './useStoryRevisions.ts';
import { RevisionLine } from './RevisionLine.tsx';
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
              <RevisionLine revision={revision} inForm={revision.version === versionInForm} />
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
