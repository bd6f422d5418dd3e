import type { LiveEvent } from '@newsroom/shared';
import { useLocation } from 'react-router-dom';
import { readEventLinkState, type EventLinkState } from '../../lib/eventLinks.ts';
import { EventGrid } from '../../components/EventGrid.tsx';
import { MoreSection } from './EventPlayerView.styles.ts';

export const MORE_LIVE_EVENTS = 3;

/** Other events live now, soonest first. */
export function otherLiveEvents(
  events: readonly LiveEvent[],
  currentId: string,
  limit = MORE_LIVE_EVENTS,
): LiveEvent[] {
  return events.filter((event) => event.isLive && event.id !== currentId).slice(0, limit);
}

export interface MoreLiveEventsProps {
  events: readonly LiveEvent[];
  now: Date;
}

/** Up to 3 other live events; Back from one of them still returns to the hub. */
export function MoreLiveEvents({ events, now }: MoreLiveEventsProps) {
  const from = readEventLinkState(useLocation().state);
  if (events.length === 0) return null;
  const linkState: EventLinkState | undefined = from ? { hub: from.hub, depth: from.depth + 1 } : undefined;
  return (
    <MoreSection aria-labelledby="more-live-events-title">
      <h2 id="more-live-events-title">More Live Events</h2>
      <EventGrid events={events} now={now} label="More live events" linkState={linkState} />
    </MoreSection>
  );
}
