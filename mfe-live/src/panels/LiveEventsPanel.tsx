import {
  eventCategoryLabel,
  selectPanelEvents,
  useRenderClock,
  useSportsEvents,
  LIVE_EVENTS_LOAD_ERROR,
  type LiveEvent,
} from '@newsroom/shared';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { eventPath } from '../lib/eventLinks.ts';
import { formatDayLabel, formatHoursMinutes } from './formatTime.ts';
import { Badge, Item } from './LiveEventsPanel.styles.ts';
import { LiveDot, PanelBox } from './panelStyles.ts';

export const NO_LIVE_EVENTS = 'No live events right now. Check back later!';

function EventItem({ event, live }: { event: LiveEvent; live: boolean }) {
  const { now, timeZone } = useRenderClock();
  const detail = [eventCategoryLabel(event), event.teams, event.league]
    .filter((part) => part && part !== 'TBD')
    .join(' · ');
  return (
    <Item>
      {live && <Badge>LIVE</Badge>}
      <Link to={eventPath(event.id)}>{event.title}</Link>
      <small>
        {!live && event.scheduledStart && (
          <>
            {formatDayLabel(event.scheduledStart, now, timeZone)}{' '}
            <time dateTime={event.scheduledStart}>{formatHoursMinutes(event.scheduledStart, timeZone)}</time>
            {detail && ' · '}
          </>
        )}
        {detail}
      </small>
    </Item>
  );
}

/**
 * Exposed as ./LiveEventsPanel (home page): up to 3 live and 3 upcoming events, each linking to
 * its own page. A load failure is toasted once by the shared query cache (the query's meta).
 */
export function LiveEventsPanel() {
  const { data: events, isPending, isError } = useSportsEvents();
  const { now } = useRenderClock();
  const minute = Math.floor(now.getTime() / 60_000);
  const { live, upcoming } = useMemo(
    () => selectPanelEvents(events ?? [], new Date(minute * 60_000)),
    [events, minute],
  );
  return (
    <PanelBox aria-labelledby="live-events-panel-title" data-testid="live-events-panel">
      <h2 id="live-events-panel-title">
        <LiveDot aria-hidden="true" />
        Live Events
      </h2>
      {isPending && (
        <p className="note" role="status">
          Loading live events…
        </p>
      )}
      {isError && (
        <p className="note" role="alert">
          {LIVE_EVENTS_LOAD_ERROR}
        </p>
      )}
      {!isPending && !isError && live.length === 0 && upcoming.length === 0 && <p className="note">{NO_LIVE_EVENTS}</p>}
      {live.length > 0 && (
        <>
          <h3>Live Now</h3>
          <ul aria-label="Live now">
            {live.map((event) => (
              <EventItem key={event.id} event={event} live />
            ))}
          </ul>
        </>
      )}
      {upcoming.length > 0 && (
        <>
          <h3>Upcoming</h3>
          <ul aria-label="Upcoming events">
            {upcoming.map((event) => (
              <EventItem key={event.id} event={event} live={false} />
            ))}
          </ul>
        </>
      )}
      <p className="note">
        <Link to="/live-events">All live events</Link>
      </p>
    </PanelBox>
  );
}
