import { queryOptions } from '@tanstack/react-query';
import { HOME_STORY_LIMIT } from '../model/homeStories.ts';
import { mapStoryRows, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
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

/** The lite edition's front reads it on the server; the pages draw fronts (useFront, decision 178). */
export function homeStoriesQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.homeStories,
    queryFn: () => fetchHomeStories(client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}
