import { EVENT_TYPE_LABELS, isUpcomingEvent, LazyImage, type LiveEvent, type SportsCategory } from '@newsroom/shared';
import { useId, type CSSProperties, type MouseEventHandler } from 'react';
import { Link } from 'react-router-dom';
import { EventBadge } from './EventBadge.tsx';
import { Actions, Body, Card, CategoryChip, Thumb, TypeLine } from './EventCard.styles.ts';
import { EventFacts } from './EventFacts.tsx';
import { eventPath, type EventLinkState } from '../lib/eventLinks.ts';
import { EVENT_TYPE_COLOURS } from '../lib/eventTypeColours.ts';
import { EventTypeIcon } from './EventTypeIcon.tsx';
import { WatchAction } from './WatchAction.tsx';

export interface EventCardProps {
  event: LiveEvent;
  now: Date;
  /** The event's sports category, when the page knows it (sports hub). */
  category?: SportsCategory;
  linkState?: EventLinkState;
  /** Called when the card opens the event's page (title or watch link). */
  onOpen?: (eventId: string) => void;
}

/**
 * One event: thumbnail (space reserved; when missing, the placeholder in the type's icon and colour)
 * with its badge, type, title
 * linking to the event's own page, facts, and the watch button.
 */
export function EventCard({ event, now, category, linkState, onOpen }: EventCardProps) {
  const titleId = useId();
  const open: MouseEventHandler<HTMLAnchorElement> = () => onOpen?.(event.id);
  const upcoming = !event.isLive && isUpcomingEvent(event, now);
  return (
    <Card aria-labelledby={titleId} data-event-card={event.id}>
      <Thumb>
        <LazyImage
          src={event.thumbnailUrl}
          alt=""
          aspect="hero"
          placeholder={{ icon: <EventTypeIcon type={event.eventType} />, colour: EVENT_TYPE_COLOURS[event.eventType] }}
        />
        <EventBadge event={event} now={now} />
      </Thumb>
      <Body>
        <TypeLine data-testid="event-type">
          <EventTypeIcon type={event.eventType} />
          <span>{EVENT_TYPE_LABELS[event.eventType]}</span>
          {category && (
            <CategoryChip style={{ '--category-color': category.color } as CSSProperties}>{category.name}</CategoryChip>
          )}
        </TypeLine>
        <h3 id={titleId}>
          <Link to={eventPath(event.id)} state={linkState} onClick={open} data-event-link>
            {event.title}
          </Link>
        </h3>
        <EventFacts event={event} upcoming={upcoming} />
        <Actions>
          <WatchAction event={event} now={now} linkState={linkState} onOpen={open} describedBy={titleId} />
        </Actions>
      </Body>
    </Card>
  );
}
