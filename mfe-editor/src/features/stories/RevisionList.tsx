import { Button, theme } from '@newsroom/shared';
import { format } from 'date-fns';
import styled from 'styled-components';
import { useStoryRevisions, type StoryRevision } from './useStoryRevisions.ts';

const Section = styled.section`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
  }
  ol {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;

export interface RevisionListProps {
  storyId: string;
  /** The version the form was opened from (marked in the list). */
  openedVersion: number | null;
  onRestore: (revision: StoryRevision) => void;
}

/** Who saved which version when; any version can be brought back into the form. */
export function RevisionList({ storyId, openedVersion, onRestore }: RevisionListProps) {
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
                {revision.version === openedVersion && ' (opened)'}
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
