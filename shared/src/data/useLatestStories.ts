import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapStoryRows, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { storyListAffected } from '../realtime/storyChanges.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';
import { publishedStories, STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';

/** The newest `limit` published stories (feeds, the /sitemap page), optionally of some categories. */
export async function fetchLatestStories(
  limit: number,
  categories?: readonly string[],
  client: PortalClient = getSupabase(),
): Promise<Story[]> {
  const query = publishedStories(client, STORY_CARD_COLUMNS);
  const filtered = categories ? query.in('category', [...categories]) : query;
  const { data, error } = await filtered.limit(limit);
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return mapStoryRows(data as NewsStoryRow[] | null);
}

export function latestStoriesQuery(limit: number, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.latestStories(limit),
    queryFn: () => fetchLatestStories(limit, undefined, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/** The newest `limit` stories, refreshed when a change can alter them. */
export function useLatestStories(limit: number): UseQueryResult<Story[], Error> {
  const key = queryKeys.latestStories(limit);
  useRealtimeInvalidation('news_stories', key, storyListAffected({ limit }));
  usePublicationClock(key);
  return useQuery(latestStoriesQuery(limit));
}
