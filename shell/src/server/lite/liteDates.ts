import { SITE_TIME_ZONE } from '@newsroom/shared';

// The full site's long form (mfe-reader's formatLongDate), in the newsroom's zone, with the time.
const LONG_GB = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
});

/** "28 November 2026 at 17:30"; empty for a date that does not parse. */
export function liteDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_GB.format(date);
}
