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

/** The id of the published story an address (its id, or a slug it has or had) names, or null. */
async function storyIdOf(address: string, client: PortalClient): Promise<string | null> {
  if (isRowId(address)) return address;
  if (!address) return null;
  const { data, error } = await client.rpc('story_address', { address });
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  const [found] = data ?? [];
  return found && !found.gone ? found.story_id : null;
}

/**
 * One published, due story by its address (id or slug, current or old; decision 206), whatever
 * its age (null when there is none): its page reads this row alone, through the primary key.
 */
export async function fetchStory(address: string, client: PortalClient = getSupabase()): Promise<Story | null> {
  const id = await storyIdOf(address, client);
  if (!id) return null;
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

export function storyQuery(address: string, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.story(address),
    queryFn: () => fetchStory(address, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/**
 * A story's page data by its address (id or slug), refreshed when that story changes (or when a
 * scheduled one comes due).
 */
export function useStory(address: string): UseQueryResult<Story | null, Error> {
  const query = useQuery(storyQuery(address));
  useRealtimeInvalidation('news_stories', queryKeys.story(address), storyAffected(query.data?.id ?? address));
  usePublicationClock(queryKeys.story(address));
  return query;
}
