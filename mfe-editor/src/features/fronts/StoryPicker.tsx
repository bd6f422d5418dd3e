import { TextField } from '@newsroom/shared';
import { useDeferredValue, useState } from 'react';
import { StoryChoiceList } from './StoryChoiceList.tsx';
import { MIN_SEARCH, useNewestStories, useStorySearch, type StoryChoice } from './useFronts.ts';

export interface StoryPickerProps {
  /** The container's title, naming the search field ("Find a story for Desk picks"). */
  containerTitle: string;
  onPick: (story: StoryChoice) => void;
}

function searchStatus(search: ReturnType<typeof useStorySearch>): string {
  if (search.isPending) return 'Searching…';
  if (search.isError) return 'The search failed: pick from the newest stories.';
  const count = search.data.length;
  return `${count} ${count === 1 ? 'story' : 'stories'} found`;
}

/** A story for a curated container: found by headline or among the newest (any status). */
export function StoryPicker({ containerTitle, onPick }: StoryPickerProps) {
  const [text, setText] = useState('');
  const searched = useDeferredValue(text);
  const search = useStorySearch(searched);
  const newest = useNewestStories();
  const searching = searched.trim().length >= MIN_SEARCH;
  return (
    <details>
      <summary>Add a story to {containerTitle}</summary>
      <TextField
        label={`Find a story for ${containerTitle}`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        description="Type part of a story's headline: drafts and scheduled stories too."
      />
      {searching && <p role="status">{searchStatus(search)}</p>}
      {searching ? (
        <StoryChoiceList label={`Stories found for ${containerTitle}`} stories={search.data ?? []} onPick={onPick} />
      ) : (
        <StoryChoiceList label={`Newest stories for ${containerTitle}`} stories={newest.data ?? []} onPick={onPick} />
      )}
    </details>
  );
}
