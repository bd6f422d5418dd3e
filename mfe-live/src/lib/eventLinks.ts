/** Where an event's own page lives: /live-events/{id}. */
export function eventPath(eventId: string): string {
  return `/live-events/${encodeURIComponent(eventId)}`;
}

/** History state of an event page opened from a hub: which hub, and how many entries back it is. */
export interface EventLinkState {
  hub: string;
  depth: number;
}

export function readEventLinkState(state: unknown): EventLinkState | null {
  if (!state || typeof state !== 'object') return null;
  const { hub, depth } = state as Partial<EventLinkState>;
  if (typeof hub !== 'string' || !hub.startsWith('/') || hub.startsWith('//')) return null;
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 1) return null;
  return { hub, depth };
}
