import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapSportsEventRows, type LiveEvent } from '../model/liveEvent.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

export const LIVE_EVENTS_LOAD_ERROR = 'Failed to load live events';

/** All events, soonest scheduled_start first (the public order). */
export async function fetchSportsEvents(client: PortalClient = getSupabase()): Promise<LiveEvent[]> {
  const { data, error } = await client.from('sports_events').select('*').order('scheduled_start', { ascending: true });
  if (error) failLoad(LIVE_EVENTS_LOAD_ERROR, error);
  return mapSportsEventRows(data);
}

/** The query behind useSportsEvents, shared by the hook and the server's prefetch. */
export function sportsEventsQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.sportsEvents,
    queryFn: () => fetchSportsEvents(client),
    meta: { errorMessage: LIVE_EVENTS_LOAD_ERROR },
  });
}

export function useSportsEvents(): UseQueryResult<LiveEvent[], Error> {
  useRealtimeInvalidation('sports_events', queryKeys.sportsEvents);
  return useQuery(sportsEventsQuery());
}
