import { Button } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useDeferredValue, useMemo } from 'react';
import { Notice } from '../../../components/Notice.tsx';
import { storySchema } from '../body/storySchema.ts';
import { StoryDifferences, type DifferenceLabels } from '../conflict/StoryDifferences.tsx';
import type { StoryFormValues } from '../storyFormSchema.ts';
import { changesSincePublished } from './publishedChanges.ts';

export interface ChangesSincePublishedProps {
  /** The live story, as readers see it. */
  published: StoryFormValues;
  /** The working copy, as the form shows it. */
  working: StoryFormValues;
  /** Brings the working copy back to the live story, for everyone editing it. */
  onDiscard: () => void;
}

const PUBLISHED_LABELS: DifferenceLabels = {
  before: 'Published',
  after: 'Working copy',
  onlyBefore: 'Only in the published story',
  onlyAfter: 'Only in the working copy',
};

export const UNCHANGED_MESSAGE = 'No changes since this story was published.';

/**
 * A live story's working copy against what readers see (issue 50, item 3): which fields changed,
 * the differences on request, and a way back to the published version. Plain text, not a live
 * region: it changes with every keystroke.
 */
export function ChangesSincePublished({ published, working, onDiscard }: ChangesSincePublishedProps) {
  // Comparing a long story on every keystroke would slow typing: it follows a step behind.
  const deferred = useDeferredValue(working);
  const changed = useMemo(() => changesSincePublished(published, deferred, storySchema()), [published, deferred]);

  if (changed.length === 0) return <p>{UNCHANGED_MESSAGE}</p>;
  return (
    <Notice as="section" $tone="info" aria-labelledby="story-unpublished-changes">
      <p id="story-unpublished-changes">
        <strong>Changed since publishing:</strong> {changed.join(', ')}. Readers see the published version until someone
        chooses Publish update.
      </p>
      <details>
        <summary>Show the changes</summary>
        <StoryDifferences before={published} after={deferred} labels={PUBLISHED_LABELS} />
      </details>
      <div>
        <ConfirmDialog
          title="Discard the changes since publishing?"
          confirmLabel="Discard changes"
          danger
          onConfirm={onDiscard}
          trigger={
            <Button $size="sm" $variant="secondary">
              Discard changes
            </Button>
          }
        >
          The working copy goes back to the published story for everyone editing it.
        </ConfirmDialog>
      </div>
    </Notice>
  );
}
