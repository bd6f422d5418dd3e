import { isUpcomingEvent, type LiveEvent } from './liveEvent.ts';
import { toHttpUrl } from './safeUrl.ts';

/** What a watch button offers for an event. */
export type WatchAction = 'Watch Live' | 'Set Reminder' | 'Watch Replay';

/**
 * The badge of an event card: LIVE if it is live; Ended if its status is ended; Upcoming if it is
 * scheduled with a start in the future; otherwise its raw status (e.g. "cancelled", or
 * "scheduled" for one whose start has passed without it going live).
 */
export function eventBadge(event: LiveEvent, now: Date = new Date()): string {
  if (event.isLive) return 'LIVE';
  if (event.status === 'ended') return 'Ended';
  if (isUpcomingEvent(event, now)) return 'Upcoming';
  return event.status;
}

/** Watch Live when live, Set Reminder when upcoming, else Watch Replay. */
export function watchAction(event: LiveEvent, now: Date = new Date()): WatchAction {
  if (event.isLive) return 'Watch Live';
  if (isUpcomingEvent(event, now)) return 'Set Reminder';
  return 'Watch Replay';
}

/**
 * The watch button is disabled for an event without a stream URL; one that is not an http(s) URL
 * (e.g. `javascript:`) counts as none.
 */
export function hasStream(event: LiveEvent): boolean {
  return toHttpUrl(event.streamUrl) !== null;
}
