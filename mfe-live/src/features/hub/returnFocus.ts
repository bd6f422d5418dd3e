/**
 * Which card to focus when the reader comes back to a hub: set when a card opens an event, read
 * by the hub whenever it shows that same history entry again (browser Back, the player's Back,
 * Back again after Forward, also after a reload of the event page: hence session storage). A
 * fresh visit to the hub has a new history key, so it never steals focus.
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

function write(value: OpenedCard): void {
  memory = value;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Memory alone still covers Back without a reload.
  }
}

export function rememberOpenedCard(locationKey: string, eventId: string): void {
  write({ locationKey, eventId });
}

export function openedCard(locationKey: string): string | null {
  const opened = read();
  return opened && opened.locationKey === locationKey ? opened.eventId : null;
}
