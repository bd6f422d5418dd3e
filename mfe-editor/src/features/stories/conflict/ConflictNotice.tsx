import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { Notice } from '../../../components/Notice.tsx';
import type { StoryFormValues } from '../storyFormSchema.ts';
import { StoryDifferences, type DifferenceLabels } from './StoryDifferences.tsx';
import type { ComparedValues } from './storyDiff.ts';

/** The version another editor saved while this form was open. */
export interface SavedVersion {
  version: number;
  editorEmail: string | null;
  createdAt: string;
  values: ComparedValues;
}

export interface ConflictNoticeProps {
  /** null while it loads (or if it could not be read): the choice is offered all the same. */
  theirs: SavedVersion | null;
  mine: StoryFormValues;
  /** The latest saved version is being fetched for an overwrite. */
  overwriting: boolean;
  onOverwrite: () => void;
  onDiscardMine: () => void;
}

function WhoSaved({ theirs }: { theirs: SavedVersion | null }) {
  if (!theirs) return <p>Loading what they changed…</p>;
  return (
    <p>
      Version {theirs.version} was saved by {theirs.editorEmail ?? 'the system'} on{' '}
      <time dateTime={theirs.createdAt}>{format(new Date(theirs.createdAt), 'd MMM yyyy, HH:mm')}</time>.
    </p>
  );
}

const CONFLICT_LABELS: DifferenceLabels = {
  before: 'Saved version',
  after: 'Your version',
  onlyBefore: 'Only in the saved version',
  onlyAfter: 'Only in your version',
};

/**
 * A save refused because someone else saved first, shown beside the save buttons and focused (so a
 * keyboard or screen-reader user lands on it): who saved when, what differs field by field and
 * paragraph by paragraph, then the two ways out.
 */
export function ConflictNotice({ theirs, mine, overwriting, onOverwrite, onDiscardMine }: ConflictNoticeProps) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Notice as="section" $tone="danger" ref={box} tabIndex={-1} aria-labelledby="story-conflict-title">
      <p id="story-conflict-title" role="alert">
        This story was changed by someone else since you opened it, so your save was refused. Your text is still here
        and nothing was overwritten.
      </p>
      <WhoSaved theirs={theirs} />
      {theirs && <StoryDifferences before={theirs.values} after={mine} labels={CONFLICT_LABELS} />}
      <div>
        <Button $size="sm" disabled={overwriting} onClick={onOverwrite}>
          Keep my version (save replaces theirs)
        </Button>
        <Button $size="sm" $variant="secondary" onClick={onDiscardMine}>
          Discard my changes
        </Button>
      </div>
    </Notice>
  );
}
