import '@newsroom/shared/zod-jitless';
import { EVENT_TYPES, isWebUrl, STREAM_TYPES, type LiveEvent } from '@newsroom/shared';
import {
  DEFAULT_NEWSROOM_TIME_ZONE,
  instantOfWallTime,
  isNewsroomTimeZone,
  wallTimeIn,
  type NewsroomTimeZone,
} from '@newsroom/shared/newsroom-time';
import { z } from 'zod';

export const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be 200 characters or fewer',
  startRequired: 'Start time is required',
  invalidDate: 'Enter a valid date and time',
  endBeforeStart: 'The end must be after the start',
  streamUrl: 'Stream URL must start with http:// or https://',
  thumbnailUrl: 'Thumbnail URL must start with http:// or https://',
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
} as const;

/** Values shown for an event created without them (the database has the same defaults). */
export const DEFAULT_SPORT_TYPE = 'General';
export const DEFAULT_TEAMS = 'TBD';

/** A datetime-local value (yyyy-MM-ddTHH:mm) as the instant it names on the zone's clock. */
function instantOf(value: string, timeZone: string): Date | null {
  const [date = '', time = ''] = value.split('T');
  return instantOfWallTime({ date, time: time.slice(0, 5) }, timeZone);
}

const isDateTime = (value: string) => instantOf(value, DEFAULT_NEWSROOM_TIME_ZONE) !== null;
const optionalWebUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((value) => value === '' || isWebUrl(value), message);
const text = (label: string, max: number) => z.string().trim().max(max, EVENT_MESSAGES.tooLong(label, max));

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, EVENT_MESSAGES.titleRequired).max(200, EVENT_MESSAGES.titleTooLong),
    description: text('Description', 5000),
    eventType: z.enum(EVENT_TYPES),
    categoryId: z.string(),
    sportType: text('Sport type', 80),
    teams: text('Teams', 200),
    league: text('League', 120),
    scheduledStart: z
      .string()
      .min(1, EVENT_MESSAGES.startRequired)
      .refine((value) => value === '' || isDateTime(value), EVENT_MESSAGES.invalidDate),
    scheduledEnd: z.string().refine((value) => value === '' || isDateTime(value), EVENT_MESSAGES.invalidDate),
    streamUrl: optionalWebUrl(EVENT_MESSAGES.streamUrl),
    streamType: z.enum(STREAM_TYPES),
    thumbnailUrl: optionalWebUrl(EVENT_MESSAGES.thumbnailUrl),
    isFeatured: z.boolean(),
    /** The office whose clock the start and end are on (decision 168). */
    timeZone: z.custom<NewsroomTimeZone>(isNewsroomTimeZone),
  })
  .refine(
    // Both on the same clock: their text orders as their instants do.
    ({ scheduledStart, scheduledEnd }) =>
      !scheduledEnd || !isDateTime(scheduledStart) || scheduledEnd >= scheduledStart,
    { path: ['scheduledEnd'], message: EVENT_MESSAGES.endBeforeStart },
  );

export type EventFormValues = z.input<typeof eventFormSchema>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  eventType: 'sports',
  categoryId: '',
  sportType: DEFAULT_SPORT_TYPE,
  teams: DEFAULT_TEAMS,
  league: '',
  scheduledStart: '',
  scheduledEnd: '',
  streamUrl: '',
  streamType: 'youtube',
  thumbnailUrl: '',
  isFeatured: false,
  timeZone: DEFAULT_NEWSROOM_TIME_ZONE,
};

/** The value of a datetime-local input on the zone's clock (London's by default) for an ISO timestamp; '' for none. */
export function toLocalInput(iso: string, timeZone: string = DEFAULT_NEWSROOM_TIME_ZONE): string {
  const instant = iso ? new Date(iso) : null;
  if (!instant || Number.isNaN(instant.getTime())) return '';
  const wall = wallTimeIn(instant, timeZone);
  return `${wall.date}T${wall.time}`;
}

/** A datetime-local value on the zone's clock as an ISO timestamp in UTC. */
export function fromLocalInput(value: string, timeZone: string = DEFAULT_NEWSROOM_TIME_ZONE): string {
  const instant = instantOf(value, timeZone);
  if (!instant) throw new RangeError(`Not a date and time: ${value}`);
  return instant.toISOString();
}

/** The same instant on another office's clock, for the inputs when the admin changes the zone. */
export function moveLocalInput(value: string, from: string, to: string): string {
  const instant = instantOf(value, from);
  return instant ? toLocalInput(instant.toISOString(), to) : value;
}

/** The create button waits for a title and a start time (and for a save in progress). */
export function canSubmitEvent(values: Pick<EventFormValues, 'title' | 'scheduledStart'>, saving: boolean): boolean {
  return !saving && values.title.trim() !== '' && values.scheduledStart !== '';
}

export function eventToFormValues(event: LiveEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    eventType: event.eventType,
    categoryId: event.categoryId,
    sportType: event.sportType || DEFAULT_SPORT_TYPE,
    teams: event.teams || DEFAULT_TEAMS,
    league: event.league,
    scheduledStart: toLocalInput(event.scheduledStart),
    scheduledEnd: toLocalInput(event.scheduledEnd),
    streamUrl: event.streamUrl,
    streamType: event.streamType,
    thumbnailUrl: event.thumbnailUrl,
    isFeatured: event.isFeatured,
    timeZone: DEFAULT_NEWSROOM_TIME_ZONE,
  };
}

/** The columns a save writes (create adds is_live false and status scheduled). */
export interface SportsEventWrite {
  title: string;
  description: string | null;
  event_type: string;
  category_id: string | null;
  sport_type: string;
  teams: string;
  league: string | null;
  scheduled_start: string;
  scheduled_end: string | null;
  stream_url: string | null;
  stream_type: string;
  thumbnail_url: string | null;
  is_featured: boolean;
}

/** Parsed form values as a row: blanks become null, or the defaults (General, TBD). */
export function eventFormToRow(values: z.output<typeof eventFormSchema>): SportsEventWrite {
  return {
    title: values.title,
    description: values.description || null,
    event_type: values.eventType,
    category_id: values.categoryId || null,
    sport_type: values.sportType || DEFAULT_SPORT_TYPE,
    teams: values.teams || DEFAULT_TEAMS,
    league: values.league || null,
    scheduled_start: fromLocalInput(values.scheduledStart, values.timeZone),
    scheduled_end: values.scheduledEnd ? fromLocalInput(values.scheduledEnd, values.timeZone) : null,
    stream_url: values.streamUrl || null,
    stream_type: values.streamType,
    thumbnail_url: values.thumbnailUrl || null,
    is_featured: values.isFeatured,
  };
}

/** The database's check constraints, in the form's words. */
export const EVENT_CONSTRAINT_MESSAGES: Record<string, string> = {
  sports_events_title_length: EVENT_MESSAGES.titleTooLong,
  sports_events_stream_url_http: EVENT_MESSAGES.streamUrl,
  sports_events_thumbnail_url_http: EVENT_MESSAGES.thumbnailUrl,
  sports_events_end_after_start: EVENT_MESSAGES.endBeforeStart,
  sports_events_description_length: EVENT_MESSAGES.tooLong('Description', 5000),
};
