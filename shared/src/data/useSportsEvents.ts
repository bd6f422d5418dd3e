import type { SupabaseClient } from '@supabase/supabase-js';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapSportsEventRows, type LiveEvent, type SportsEventRow } from '../model/liveEvent.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

export const LIVE_EVENTS_LOAD_ERROR = 'Failed to load live events';

/** SPEC §7: all events, soonest scheduled_start first (the public order). */
export async function fetchSportsEvents(client: SupabaseClient = getSupabase()): Promise<LiveEvent[]> {
  const { data, error } = await client.from('sports_events').select('*').order('scheduled_start', { ascending: true });
  if (error) failLoad(LIVE_EVENTS_LOAD_ERROR, error);
  return mapSportsEventRows(data as SportsEventRow[] | null);
}

export function useSportsEvents(): UseQueryResult<LiveEvent[], Error> {
  useRealtimeInvalidation('sports_events', queryKeys.sportsEvents);
  return useQuery({
    queryKey: queryKeys.sportsEvents,
    queryFn: () => fetchSportsEvents(),
    meta: { errorMessage: LIVE_EVENTS_LOAD_ERROR },
  });
}
