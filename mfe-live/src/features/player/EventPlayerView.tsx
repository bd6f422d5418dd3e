import { EVENT_TYPE_LABELS, isUpcomingEvent, type LiveEvent } from '@newsroom/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { EventBadge } from '../../components/EventBadge.tsx';
import { EventFacts } from '../../components/EventFacts.tsx';
import { EventTypeIcon } from '../../components/EventTypeIcon.tsx';
import { useNow } from '../../lib/useNow.ts';
import { WatchAction } from '../../components/WatchAction.tsx';
import { BackButton } from './BackButton.tsx';
import { Details, Layout, Page, Top, TypeLine } from './EventPlayerView.styles.ts';
import { MoreLiveEvents } from './MoreLiveEvents.tsx';
import { StreamPlayer } from './StreamPlayer.tsx';

export interface EventPlayerViewProps {
  event: LiveEvent;
  moreLive: readonly LiveEvent[];
}

/** Moves focus to the heading when an event is opened from within the site (not on a page load). */
function useFocusHeadingOnOpen(eventId: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key === 'default') return;
    // After the shell's focus move to <main>, which runs once the new page has committed.
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [eventId, key]);
  return heading;
}

/** The player page of one event: Back, title and facts, the stream, and more live events. */
export function EventPlayerView({ event, moreLive }: EventPlayerViewProps) {
  const now = useNow(30_000);
  const heading = useFocusHeadingOnOpen(event.id);
  const upcoming = !event.isLive && isUpcomingEvent(event, now);
  return (
    <Page aria-labelledby="event-title" data-testid="event-player">
      <Top>
        <BackButton />
        <TypeLine>
          <EventBadge event={event} now={now} />
          <EventTypeIcon type={event.eventType} />
          <span>{EVENT_TYPE_LABELS[event.eventType]}</span>
          {event.sportType && event.sportType !== 'General' && <span>· {event.sportType}</span>}
        </TypeLine>
        <h1 id="event-title" ref={heading} tabIndex={-1}>
          {event.title}
        </h1>
      </Top>
      <Layout>
        <StreamPlayer event={event} />
        <Details data-testid="event-details">
          <EventFacts event={event} upcoming={upcoming} />
          {upcoming && <WatchAction event={event} now={now} />}
          {event.description && <p className="description">{event.description}</p>}
        </Details>
      </Layout>
      <MoreLiveEvents events={moreLive} now={now} />
    </Page>
  );
}
