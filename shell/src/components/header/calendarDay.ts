import { createContext } from 'react';

/** A calendar day as the top bar shows it: "Friday, November 27, 2026" and its `datetime`. */
export interface CalendarDay {
  iso: string;
  long: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day `year`-`month` (1–12)-`day` in long US form with its weekday. */
export function calendarDay(year: number, month: number, day: number): CalendarDay {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    iso: `${year}-${twoDigits(month)}-${twoDigits(day)}`,
    long: `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${day}, ${year}`,
  };
}

/**
 * The reader's own day, from the browser's local calendar. No Intl formatter: a page's first one
 * loads the locale data, one task of 80–150 ms on a phone (decision 146).
 */
export function localDay(date: Date): CalendarDay {
  return calendarDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The day in `timeZone` (the server's render, in the newsroom's zone). */
export function dayInZone(date: Date, timeZone: string): CalendarDay {
  const parts = zoneFormatter(timeZone)
    .formatToParts(date)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {});
  return calendarDay(parts.year, parts.month, parts.day);
}

/**
 * The day the server rendered the page on, in the newsroom's zone: written by the server and
 * handed to the hydrating browser in the page's state, so hydration writes the same date without
 * working it out again (null in a page started in the browser).
 */
export const RenderedDayContext = createContext<CalendarDay | null>(null);
