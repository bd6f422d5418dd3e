import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapSportsEventRows, type LiveEvent } from '../model/liveEvent.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

export const SPORTS_EVENTS_LOAD_ERROR = 'Failed to load sports events';

/** The sports hub's list: sports events only, soonest scheduled_start first. */
export async function fetchSportsHubEvents(client: PortalClient = getSupabase()): Promise<LiveEvent[]> {
  const { data, error } = await client
    .from('sports_events')
    .select('*')
    .eq('event_type', 'sports')
    .order('scheduled_start', { ascending: true });
  if (error) failLoad(SPORTS_EVENTS_LOAD_ERROR, error);
  return mapSportsEventRows(data);
}

/** The query behind useSportsHubEvents, shared by the hook and the server's prefetch. */
export function sportsHubEventsQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.sportsHubEvents,
    queryFn: () => fetchSportsHubEvents(client),
    meta: { errorMessage: SPORTS_EVENTS_LOAD_ERROR },
  });
}

/** Sports events, refetched on any change of sports_events. */
export function useSportsHubEvents(): UseQueryResult<LiveEvent[], Error> {
  useRealtimeInvalidation('sports_events', queryKeys.sportsHubEvents);
  return useQuery(sportsHubEventsQuery());
}
