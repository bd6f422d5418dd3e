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
