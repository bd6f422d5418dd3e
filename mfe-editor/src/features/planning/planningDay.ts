import { addDays, format, isValid, parseISO } from 'date-fns';

/** A day as the board's URL and planning_board take it: yyyy-MM-dd, in the user's own time zone. */
export const dayKey = (date: Date): string => format(date, 'yyyy-MM-dd');

export const todayKey = (now: Date = new Date()): string => dayKey(now);

export const tomorrowKey = (now: Date = new Date()): string => dayKey(addDays(now, 1));

export const isDayKey = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

/** The day for a heading: "Sunday 29 November 2026". */
export const dayTitle = (day: string): string => format(parseISO(day), 'EEEE d MMMM yyyy');

/** The browser's IANA time zone: the board's days are the user's. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "UTC+01:00" for 60 minutes. */
function utcOffset(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const size = Math.abs(minutes);
  return `UTC${minutes >= 0 ? '+' : '-'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/**
 * The browser's current UTC offset as a POSIX zone the database always knows ("UTC-01:00" is one
 * hour east: POSIX counts west), for a browser zone name its tzdata lacks (review finding 7).
 */
export const offsetTimeZone = (now: Date = new Date()): string => utcOffset(now.getTimezoneOffset());

/** The same offset as people write it: "UTC+01:00" for one hour east. */
export const offsetLabel = (now: Date = new Date()): string => utcOffset(-now.getTimezoneOffset());
