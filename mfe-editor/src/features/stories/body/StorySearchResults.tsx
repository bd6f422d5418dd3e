import { Button } from '@newsroom/shared';
import { MIN_SEARCH, useStoryTitleSearch, type FoundStory } from './useStoryTitleSearch.ts';

export interface StorySearchResultsProps {
  text: string;
  onChoose: (story: FoundStory) => void;
  /** The verb of each result's button: "Link to" (default) or "Insert". */
  chooseLabel?: string;
}

/** The published stories whose headline matches, each a button that links to it; the count is announced. */
export function StorySearchResults({ text, onChoose, chooseLabel = 'Link to' }: StorySearchResultsProps) {
  const search = useStoryTitleSearch(text);
  if (text.trim().length < MIN_SEARCH) return null;
  const stories = search.data ?? [];
  const status = search.isPending
    ? 'Searching…'
    : search.isError
      ? 'The search failed: type the address instead.'
      : `${stories.length} ${stories.length === 1 ? 'story' : 'stories'} found`;
  return (
    <div>
      <p role="status">{status}</p>
      {stories.length > 0 && (
        <ul aria-label="Stories found">
          {stories.map((story) => (
            <li key={story.id}>
              <Button $variant="ghost" $size="sm" onClick={() => onChoose(story)}>
                {chooseLabel} “{story.title}”
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
