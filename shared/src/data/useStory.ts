import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isRowId } from '../model/rowId.ts';
import { mapStoryRow, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { storyAffected } from '../realtime/storyChanges.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { duePublishedFilter } from './duePublished.ts';
import { failLoad } from './loadError.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_PAGE_COLUMNS } from './storyColumns.ts';

/**
 * One published, due story by id, whatever its age (null when there is none): its page reads
 * this row alone, through the primary key.
 */
export async function fetchStory(id: string, client: PortalClient = getSupabase()): Promise<Story | null> {
  if (!isRowId(id)) return null;
  const { data, error } = await client
    .from('news_stories')
    .select(STORY_PAGE_COLUMNS)
    .eq('id', id)
    .eq('status', 'published')
    .or(duePublishedFilter())
    .maybeSingle();
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return data ? mapStoryRow(data as NewsStoryRow) : null;
}

export function storyQuery(id: string, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.story(id),
    queryFn: () => fetchStory(id, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/** A story's page data, refreshed when that story changes (or when a scheduled one comes due). */
export function useStory(id: string): UseQueryResult<Story | null, Error> {
  useRealtimeInvalidation('news_stories', queryKeys.story(id), storyAffected(id));
  usePublicationClock(queryKeys.story(id));
  return useQuery(storyQuery(id));
}
