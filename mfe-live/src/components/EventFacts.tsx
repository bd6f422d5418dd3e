import { useRenderClock, type LiveEvent } from '@newsroom/shared';
import { CalendarClock, Eye } from 'lucide-react';
import { Countdown } from './Countdown.tsx';
import { formatEventTime, formatViews } from '../lib/formatEventTime.ts';
import { Meta } from './EventCard.styles.ts';

export interface EventFactsProps {
  event: LiveEvent;
  upcoming: boolean;
}

/** Teams and league, start (and end) time, the countdown of an upcoming event, views of a live one. */
export function EventFacts({ event, upcoming }: EventFactsProps) {
  const detail = [event.teams, event.league].filter((part) => part && part !== 'TBD').join(' · ');
  const { timeZone } = useRenderClock();
  const when = formatEventTime(event.scheduledStart, event.scheduledEnd, timeZone);
  return (
    <>
      {detail && <Meta>{detail}</Meta>}
      {when && (
        <Meta>
          <CalendarClock aria-hidden="true" focusable="false" size={16} />
          <time dateTime={event.scheduledStart}>{when}</time>
        </Meta>
      )}
      {upcoming && <Countdown start={event.scheduledStart} />}
      {event.isLive && (
        <Meta data-testid="event-views">
          <Eye aria-hidden="true" focusable="false" size={16} />
          {formatViews(event.viewCount)}
        </Meta>
      )}
    </>
  );
}
