import type { SupabaseClient } from '@supabase/supabase-js';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase } from '../supabase/client.ts';
import { useRealtimeInvalidation } from './useRealtimeInvalidation.ts';

/** Timers longer than this are re-armed from a fresh answer (setTimeout caps near 24.8 days). */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** Ask a moment after the time, so the database's own now() has passed it too. */
const MARGIN_MS = 750;

/**
 * Seconds until the next scheduled story or essay goes public, on the database's clock (null when
 * nothing is scheduled). Failures count as "nothing scheduled": the clock is a nicety, the lists
 * still refresh on every realtime change.
 */
export async function fetchSecondsUntilNextPublication(client: SupabaseClient = getSupabase()): Promise<number | null> {
  const { data, error } = await client.rpc('seconds_until_next_publication');
  if (error) {
    console.error('Could not read the publication schedule', error);
    return null;
  }
  return typeof data === 'number' && Number.isFinite(data) ? data : null;
}

/** Milliseconds to wait from now, given the answer and when it was fetched. */
export function publicationDelay(seconds: number, fetchedAt: number, now: number = Date.now()): number {
  const remaining = seconds * 1000 - (now - fetchedAt) + MARGIN_MS;
  return Math.min(Math.max(remaining, 0), MAX_WAIT_MS);
}

/**
 * Refreshes `queryKey` when the next scheduled item becomes public. Scheduled rows are invisible to
 * readers (so no realtime change reaches them when their time comes); the database tells how long
 * to wait, and a public signal row tells open pages when the schedule changed.
 */
export function usePublicationClock(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useRealtimeInvalidation('publication_schedule', queryKeys.publicationClock);
  const { data: seconds, dataUpdatedAt } = useQuery({
    queryKey: queryKeys.publicationClock,
    queryFn: () => fetchSecondsUntilNextPublication(),
  });
  const keyHash = JSON.stringify(queryKey);

  useEffect(() => {
    if (seconds === null || seconds === undefined) return;
    const timer = setTimeout(
      () => {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(keyHash) as QueryKey });
        void queryClient.invalidateQueries({ queryKey: queryKeys.publicationClock });
      },
      publicationDelay(seconds, dataUpdatedAt),
    );
    return () => clearTimeout(timer);
  }, [seconds, dataUpdatedAt, keyHash, queryClient]);
}
