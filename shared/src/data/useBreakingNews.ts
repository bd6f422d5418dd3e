import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapLiveFeedRows, type LiveFeed } from '../model/liveFeed.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { useLiveFeedInvalidation } from '../realtime/useLiveFeedInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

export const BREAKING_NEWS_LOAD_ERROR = 'Failed to load breaking news';

/** The ticker's items: active live feeds of category breaking, newest first. */
export async function fetchBreakingNews(client: PortalClient = getSupabase()): Promise<LiveFeed[]> {
  const { data, error } = await client
    .from('live_feeds')
    .select('*')
    .eq('is_active', true)
    .eq('category', 'breaking')
    .order('created_at', { ascending: false });
  if (error) failLoad(BREAKING_NEWS_LOAD_ERROR, error);
  return mapLiveFeedRows(data);
}

/** The ticker's query, shared by the hook and the server's prefetch. */
export function breakingNewsQuery(client?: PortalClient) {
  return queryOptions({ queryKey: queryKeys.breakingNews, queryFn: () => fetchBreakingNews(client) });
}

/** Breaking news, refetched whenever an editor adds, edits, withdraws or deletes a live feed. */
export function useBreakingNews(): UseQueryResult<LiveFeed[], Error> {
  useLiveFeedInvalidation(queryKeys.breakingNews);
  return useQuery(breakingNewsQuery());
}
