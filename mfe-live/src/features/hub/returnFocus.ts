/**
 * Which card to focus when the reader comes back to a hub: set when a card opens an event, taken
 * by the hub when it shows the same history entry again (browser Back, or the player's Back).
 * A fresh visit to the hub has a new history key, so it never steals focus.
 */
let pending: { locationKey: string; eventId: string } | null = null;

export function rememberOpenedCard(locationKey: string, eventId: string): void {
  pending = { locationKey, eventId };
}

export function takeOpenedCard(locationKey: string): string | null {
  if (!pending || pending.locationKey !== locationKey) return null;
  const { eventId } = pending;
  pending = null;
  return eventId;
}
