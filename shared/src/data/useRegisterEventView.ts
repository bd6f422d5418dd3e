import { useEffect, useRef } from 'react';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

/**
 * Counts one view of a live event (increment_sports_event_views). Returns the new count, or null
 * when the call failed or the event is unknown: failures are only logged, a viewer never sees them.
 */
export async function registerEventView(eventId: string, client: PortalClient = getSupabase()): Promise<number | null> {
  try {
    const { data, error } = await client.rpc('increment_sports_event_views', { event_id: eventId });
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
 * different id (not on re-renders, refetches or StrictMode's second effect run).
 */
export function useRegisterEventView(eventId: string | undefined): void {
  const registered = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId || registered.current === eventId) return;
    registered.current = eventId;
    void registerEventView(eventId);
  }, [eventId]);
}
