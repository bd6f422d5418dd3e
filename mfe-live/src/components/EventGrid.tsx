import type { LiveEvent, SportsCategory } from '@newsroom/shared';
import { EventCard } from './EventCard.tsx';
import type { EventLinkState } from '../lib/eventLinks.ts';
import { Grid } from './EventGrid.styles.ts';

export interface EventGridProps {
  events: readonly LiveEvent[];
  now: Date;
  label: string;
  categories?: ReadonlyMap<string, SportsCategory>;
  linkState?: EventLinkState;
  onOpen?: (eventId: string) => void;
}

/** A list of event cards in a responsive grid. */
export function EventGrid({ events, now, label, categories, linkState, onOpen }: EventGridProps) {
  return (
    <Grid aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard
            event={event}
            now={now}
            category={categories?.get(event.categoryId)}
            linkState={linkState}
            onOpen={onOpen}
          />
        </li>
      ))}
    </Grid>
  );
}
