import { SITE_TIME_ZONE } from '@newsroom/shared';

// In the newsroom's zone: the server and the browser hydrating its page write the same date.
const LONG_GB = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});
const SHORT_GB = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});

/** Story dates in en-GB long form, e.g. "21 November 2026". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_GB.format(date);
}

/** Card dates: "21 Nov 2026". */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_GB.format(date);
}

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: SITE_TIME_ZONE,
});

/** A time of day as HH:mm (24-hour), in the newsroom's zone like every date the server writes. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : CLOCK.format(date);
}
