import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getVisitorId } from '../analytics/pageViews.ts';
import type { LiveEvent } from '../model/liveEvent.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

/**
 * Counts one view of a live event by this browser's visitor (increment_sports_event_views: the
 * database counts a visitor's repeat within 30 minutes once, decision 143). Returns the count, or
 * null when the call failed or the event is unknown: failures are only logged, a viewer never sees them.
 */
export async function registerEventView(
  eventId: string,
  client: PortalClient = getSupabase(),
  visitorId?: string,
): Promise<number | null> {
  try {
    const { data, error } = await client.rpc('increment_sports_event_views', {
      event_id: eventId,
      visitor_id: visitorId ?? getVisitorId(),
    });
    if (error) {
      console.error('Failed to count event view', error);
      return null;
    }
    return typeof data === 'number' ? data : null;
  } catch (error) {
    console.error('Failed to count event view', error);
    return null;
  }
}

/**
 * Registers one view per open of an event page: once when it opens with an id, again only for a
 * different id (not on re-renders, refetches or StrictMode's second effect run). The new count goes
 * into the cached lists at once: a page rendered on the server was read before this view counted.
 */
export function useRegisterEventView(eventId: string | undefined): void {
  const queryClient = useQueryClient();
  const registered = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId || registered.current === eventId) return;
    registered.current = eventId;
    void registerEventView(eventId).then((viewCount) => {
      if (viewCount === null) return;
      const withCount = (events: LiveEvent[] | undefined) =>
        events?.map((event) => (event.id === eventId ? { ...event, viewCount } : event));
      queryClient.setQueryData(queryKeys.sportsEvents, withCount);
      queryClient.setQueryData(queryKeys.sportsHubEvents, withCount);
    });
  }, [eventId, queryClient]);
}
