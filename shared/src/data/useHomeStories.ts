import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { HOME_STORY_LIMIT } from '../model/homeStories.ts';
import { mapStoryRows, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { storyListAffected } from '../realtime/storyChanges.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';
import { publishedStories, STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';

/** The newest stories the home page picks its featured story and Latest Stories from. */
export async function fetchHomeStories(client: PortalClient = getSupabase()): Promise<Story[]> {
  const { data, error } = await publishedStories(client, STORY_CARD_COLUMNS).limit(HOME_STORY_LIMIT);
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return mapStoryRows(data as NewsStoryRow[] | null);
}

/** Shared by the hook and the server's prefetch (same key, same function). */
export function homeStoriesQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.homeStories,
    queryFn: () => fetchHomeStories(client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/** The home page's stories, refreshed when a change can alter them. */
export function useHomeStories(): UseQueryResult<Story[], Error> {
  useRealtimeInvalidation('news_stories', queryKeys.homeStories, storyListAffected({ limit: HOME_STORY_LIMIT }));
  // Scheduled items become public by time alone: refresh when the next one is due.
  usePublicationClock(queryKeys.homeStories);
  return useQuery(homeStoriesQuery());
}
