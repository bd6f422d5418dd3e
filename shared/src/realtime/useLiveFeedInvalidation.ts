import type { QueryKey } from '@tanstack/react-query';
import { useRealtimeInvalidation } from './useRealtimeInvalidation.ts';

/**
 * The one-row public signal that moves when an active live feed is made inactive: realtime cannot
 * deliver that change to readers (their read policy hides inactive feeds), so public lists listen
 * to this too.
 */
export const LIVE_FEED_VISIBILITY_TABLE = 'live_feed_visibility';

/**
 * Refetches a public live-feed list on any change of live_feeds that its readers can see, and
 * when a feed they could see is withdrawn (made inactive).
 */
export function useLiveFeedInvalidation(queryKey: QueryKey): void {
  useRealtimeInvalidation('live_feeds', queryKey);
  useRealtimeInvalidation(LIVE_FEED_VISIBILITY_TABLE, queryKey);
}
