import { EVENT_TYPE_LABELS, EVENT_TYPES, STREAM_TYPES } from '../constants/site.ts';
import { idOf, textOr } from './text.ts';

export type EventType = (typeof EVENT_TYPES)[number];
export type StreamType = (typeof STREAM_TYPES)[number];

export interface SportsEventRow {
  id?: string | number | null;
  title?: string | null;
  description?: string | null;
  event_type?: string | null;
  sport_type?: string | null;
  teams?: string | null;
  league?: string | null;
  scheduled_start?: string | null;
  scheduled_end?: string | null;
  stream_url?: string | null;
  stream_type?: string | null;
  thumbnail_url?: string | null;
  is_live?: boolean | null;
  is_featured?: boolean | null;
  status?: string | null;
  view_count?: number | null;
  category_id?: string | number | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** Client shape of a sports_events row (live events and sports streams). */
export interface LiveEvent {
  id: string;
  title: string;
  description: string;
  eventType: EventType;
  sportType: string;
  teams: string;
  league: string;
  /** ISO timestamp or '' when the row has none. */
  scheduledStart: string;
  scheduledEnd: string;
  streamUrl: string;
  streamType: StreamType;
  thumbnailUrl: string;
  isLive: boolean;
  isFeatured: boolean;
  status: string;
  viewCount: number;
  categoryId: string;
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** Records without an event type are sports records; stream type defaults to youtube. */
export function mapSportsEventRow(row: SportsEventRow): LiveEvent | null {
  const id = idOf(row.id);
  const title = textOr(row.title);
  if (!id || !title.trim()) return null;
  return {
    id,
    title,
    description: textOr(row.description),
    eventType: oneOf(EVENT_TYPES, row.event_type, row.event_type ? 'other' : 'sports'),
    sportType: textOr(row.sport_type),
    teams: textOr(row.teams),
    league: textOr(row.league),
    scheduledStart: textOr(row.scheduled_start),
    scheduledEnd: textOr(row.scheduled_end),
    streamUrl: textOr(row.stream_url),
    streamType: oneOf(STREAM_TYPES, row.stream_type, 'youtube'),
    thumbnailUrl: textOr(row.thumbnail_url),
    isLive: row.is_live === true,
    isFeatured: row.is_featured === true,
    status: textOr(row.status) || 'scheduled',
    viewCount: typeof row.view_count === 'number' && Number.isFinite(row.view_count) ? row.view_count : 0,
    categoryId: idOf(row.category_id),
  };
}

export function mapSportsEventRows(rows: readonly SportsEventRow[] | null | undefined): LiveEvent[] {
  return (rows ?? []).flatMap((row) => {
    const event = mapSportsEventRow(row);
    return event ? [event] : [];
  });
}

/** Upcoming = status scheduled with a start in the future. */
export function isUpcomingEvent(event: LiveEvent, now: Date = new Date()): boolean {
  if (event.status !== 'scheduled' || !event.scheduledStart) return false;
  const start = new Date(event.scheduledStart).getTime();
  return Number.isFinite(start) && start > now.getTime();
}

export interface PanelEvents {
  live: LiveEvent[];
  upcoming: LiveEvent[];
}

/** Home Live Events panel: up to 3 live and up to 3 upcoming (soonest first). */
export function selectPanelEvents(events: readonly LiveEvent[], now: Date = new Date(), limit = 3): PanelEvents {
  const live = events.filter((event) => event.isLive).slice(0, limit);
  const upcoming = events
    .filter((event) => !event.isLive && isUpcomingEvent(event, now))
    .sort((a, b) => new Date(a.scheduledStart).getTime() - new Date(b.scheduledStart).getTime())
    .slice(0, limit);
  return { live, upcoming };
}

/** The sport type the database gives an event created without one: it says nothing. */
const NO_SPORT_TYPE = 'General';

/**
 * What kind of event it is, in one line: its type's label, and for a sport the sport when one was
 * given ("Sports · Football"; "Gaming"). The sport type defaults to "General" for every event, so
 * it never stands for the category (the home panel said "General" for a gaming showcase).
 */
export function eventCategoryLabel(event: Pick<LiveEvent, 'eventType' | 'sportType'>): string {
  const label = EVENT_TYPE_LABELS[event.eventType];
  const sport = event.sportType?.trim();
  if (event.eventType !== 'sports' || !sport || sport === NO_SPORT_TYPE) return label;
  return `${label} · ${sport}`;
}
