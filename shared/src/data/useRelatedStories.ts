import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isRowId } from '../model/rowId.ts';
import { mapStoryRows, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { storyListAffected } from '../realtime/storyChanges.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';

/**
 * Related stories: up to 3 other published stories of the story's category, those sharing the most
 * tags first, then the newest (docs/product/authors-and-topics.md#related-stories). The database
 * function orders them: no order is added here.
 */
export const RELATED_STORY_LIMIT = 3;

export async function fetchRelatedStories(
  story: Pick<Story, 'id' | 'category'>,
  client: PortalClient = getSupabase(),
): Promise<Story[]> {
  if (!isRowId(story.id)) return [];
  const { data, error } = await client
    .rpc('related_stories', { story: story.id, result_limit: RELATED_STORY_LIMIT })
    .select(STORY_CARD_COLUMNS);
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return mapStoryRows(data as NewsStoryRow[] | null);
}

export function relatedStoriesQuery(story: Pick<Story, 'id' | 'category'>, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.relatedStories(story.id, story.category),
    queryFn: () => fetchRelatedStories(story, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/** The related list under a story; nothing is asked until the story itself is known. */
export function useRelatedStories(story: Story | null | undefined): UseQueryResult<Story[], Error> {
  const subject = story ?? { id: '', category: '' };
  useRealtimeInvalidation(
    'news_stories',
    queryKeys.relatedStories(subject.id, subject.category),
    storyListAffected({ limit: RELATED_STORY_LIMIT, categories: [subject.category] }),
  );
  return useQuery({ ...relatedStoriesQuery(subject), enabled: Boolean(story) });
}
