import { EVENT_TYPES, isUpcomingEvent, type LiveEvent } from '@newsroom/shared';

export const HUB_TABS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'featured', label: 'Featured' },
  { value: 'all', label: 'All Events' },
] as const;
export type HubTab = (typeof HUB_TABS)[number]['value'];
export const DEFAULT_TAB: HubTab = 'upcoming';

/** The live events hub's filter buttons: All, then every event type but "other". */
export const EVENT_TYPE_FILTERS = ['all', ...EVENT_TYPES.filter((type) => type !== 'other')] as const;
export const ALL_FILTER = 'all';

export function parseTab(value: string | null): HubTab {
  return HUB_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_TAB;
}

/** Events on the air now, in list order. */
export function liveNowEvents(events: readonly LiveEvent[]): LiveEvent[] {
  return events.filter((event) => event.isLive);
}

function startTime(event: LiveEvent): number {
  const time = new Date(event.scheduledStart).getTime();
  return Number.isFinite(time) ? time : Number.POSITIVE_INFINITY;
}

/**
 * One tab's events: Upcoming = scheduled with a future start (soonest first); Featured = every
 * featured event; All Events = everything, in the order the list was fetched.
 */
export function tabEvents(events: readonly LiveEvent[], tab: HubTab, now: Date = new Date()): LiveEvent[] {
  if (tab === 'featured') return events.filter((event) => event.isFeatured);
  if (tab === 'all') return [...events];
  return events
    .filter((event) => !event.isLive && isUpcomingEvent(event, now))
    .sort((a, b) => startTime(a) - startTime(b));
}
