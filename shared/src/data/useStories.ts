import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapStoryRows, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { duePublishedFilter } from './duePublished.ts';
import { failLoad } from './loadError.ts';

export const STORIES_LOAD_ERROR = 'Failed to load stories';

/** Published stories, newest published_at first, then newest created_at. */
export async function fetchPublishedStories(client: PortalClient = getSupabase()): Promise<Story[]> {
  const { data, error } = await client
    .from('news_stories')
    .select('*')
    .eq('status', 'published')
    // Editors' sessions may read scheduled rows too; public lists show only what is due.
    .or(duePublishedFilter())
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false });
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return mapStoryRows(data);
}

/** The stories query, shared by the hook and the server's prefetch (same key, same function). */
export function storiesQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.stories,
    queryFn: () => fetchPublishedStories(client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/** All published stories, refreshed on any change to news_stories. */
export function useStories(): UseQueryResult<Story[], Error> {
  useRealtimeInvalidation('news_stories', queryKeys.stories);
  // Scheduled items become public by time alone: refresh when the next one is due.
  usePublicationClock(queryKeys.stories);
  return useQuery(storiesQuery());
}
