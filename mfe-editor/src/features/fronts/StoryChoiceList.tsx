import { Button } from '@newsroom/shared';
import { NotLiveBadge } from './NotLiveBadge.tsx';
import type { StoryChoice } from './useFronts.ts';

export interface StoryChoiceListProps {
  label: string;
  stories: readonly StoryChoice[];
  onPick: (story: StoryChoice) => void;
}

/** Stories to place, each an "Add" button; one not yet published is marked. */
export function StoryChoiceList({ label, stories, onPick }: StoryChoiceListProps) {
  if (stories.length === 0) return null;
  return (
    <ul aria-label={label}>
      {stories.map((story) => (
        <li key={story.story_id}>
          <Button $variant="ghost" $size="sm" onClick={() => onPick(story)}>
            Add “{story.story_title}”
          </Button>
          {!story.live && <NotLiveBadge />}
        </li>
      ))}
    </ul>
  );
}
