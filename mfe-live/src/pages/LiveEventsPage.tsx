import { useDocumentHead, useSportsEvents, LIVE_EVENTS_LOAD_ERROR, type LiveEvent, siteName } from '@newsroom/shared';
import { EventTypeIcon } from '../components/EventTypeIcon.tsx';
import { EventHub } from '../features/hub/EventHub.tsx';
import type { FilterOption } from '../features/hub/FilterGroup.tsx';
import { ALL_FILTER, EVENT_TYPE_FILTERS } from '../features/hub/hubSelection.ts';

const FILTERS: readonly FilterOption[] = EVENT_TYPE_FILTERS.map((type) => ({
  value: type,
  label: type === ALL_FILTER ? 'All' : type,
  icon: <EventTypeIcon type={type} />,
}));

function matchesType(event: LiveEvent, type: string): boolean {
  return type === ALL_FILTER || event.eventType === type;
}

/** Exposed as ./LiveEventsPage (/live-events): every live event, filtered by event type. */
export function LiveEventsPage() {
  const result = useSportsEvents();
  useDocumentHead({ title: `Live Events | ${siteName()}` });
  return (
    <EventHub
      title="Live Events"
      intro="Sport, culture, business and more, streamed live: watch now, or set a reminder for what is coming up."
      result={result}
      errorMessage={LIVE_EVENTS_LOAD_ERROR}
      emptyTitle="No Live Events Available"
      filterLabel="Filter events by type"
      filterParam="type"
      filterOptions={FILTERS}
      matchesFilter={matchesType}
    />
  );
}
