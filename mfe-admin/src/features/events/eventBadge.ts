import { isUpcomingEvent, type LiveEvent } from '@newsroom/shared';

/** The card badge of the public hubs: LIVE, Ended, Upcoming, or the raw status. */
export function eventBadge(event: LiveEvent, now: Date = new Date()): string {
  if (event.isLive) return 'LIVE';
  if (event.status === 'ended') return 'Ended';
  if (isUpcomingEvent(event, now)) return 'Upcoming';
  return event.status;
}
