/**
 * Which card to focus when the reader comes back to a hub: set when a card opens an event, taken
 * by the hub when it shows the same history entry again (browser Back, or the player's Back, also
 * after a reload of the event page: hence session storage). A fresh visit to the hub has a new
 * history key, so it never steals focus.
 */
const STORAGE_KEY = 'live-events:return-focus';

interface OpenedCard {
  locationKey: string;
  eventId: string;
}

let memory: OpenedCard | null = null;

function read(): OpenedCard | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<OpenedCard> | null;
    if (typeof stored?.locationKey === 'string' && typeof stored.eventId === 'string') {
      return { locationKey: stored.locationKey, eventId: stored.eventId };
    }
  } catch {
    // Storage blocked or garbage: fall back to this page's memory.
  }
  return memory;
}

function write(value: OpenedCard | null): void {
  memory = value;
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Memory alone still covers Back without a reload.
  }
}

export function rememberOpenedCard(locationKey: string, eventId: string): void {
  write({ locationKey, eventId });
}

export function takeOpenedCard(locationKey: string): string | null {
  const opened = read();
  if (!opened || opened.locationKey !== locationKey) return null;
  write(null);
  return opened.eventId;
}
