import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapLiveFeedRows, type LiveFeed } from '../model/liveFeed.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { useLiveFeedInvalidation } from '../realtime/useLiveFeedInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

export const LIVE_FEEDS_LOAD_ERROR = 'Failed to load live feeds';

/** Active feeds only, newest first. */
export async function fetchActiveLiveFeeds(client: PortalClient = getSupabase()): Promise<LiveFeed[]> {
  const { data, error } = await client
    .from('live_feeds')
    .select('*')
    .eq('is_active', true)
    .order('created_at', { ascending: false });
  if (error) failLoad(LIVE_FEEDS_LOAD_ERROR, error);
  return mapLiveFeedRows(data);
}

/** The query behind useLiveFeeds, shared by the hook and the server's prefetch. */
export function liveFeedsQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.liveFeeds,
    queryFn: () => fetchActiveLiveFeeds(client),
    meta: { errorMessage: LIVE_FEEDS_LOAD_ERROR },
  });
}

export function useLiveFeeds(): UseQueryResult<LiveFeed[], Error> {
  useLiveFeedInvalidation(queryKeys.liveFeeds);
  return useQuery(liveFeedsQuery());
}
