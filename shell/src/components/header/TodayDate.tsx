import { SITE_TIME_ZONE, useHydrated, useRenderTime } from '@newsroom/shared';

const longUsDate = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone });
// Made on first use, not when the bundle is evaluated: the browser's first Intl formatter loads its
// locale data (80–150 ms on the phone profile), which belongs to this area's hydration task.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone?: string) => {
  const key = timeZone ?? '';
  let cached = formatters.get(key);
  if (!cached) formatters.set(key, (cached = longUsDate(timeZone)));
  return cached;
};

/** "Saturday, November 21, 2026": today's date in long US form with weekday. */
export function formatLongUsDate(date: Date): string {
  return formatter().format(date);
}

function isoDay(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}

/**
 * Today's date in the reader's own time zone. A server-rendered page first shows the date of its
 * render in the newsroom's zone (what the server wrote), then the reader's date once hydrated.
 */
export function TodayDate({ now }: { now?: Date }) {
  const renderedAt = useRenderTime();
  const hydrated = useHydrated();
  if (renderedAt !== null && !hydrated) {
    const rendered = new Date(renderedAt);
    return <time dateTime={isoDay(rendered, SITE_TIME_ZONE)}>{formatter(SITE_TIME_ZONE).format(rendered)}</time>;
  }
  const date = now ?? new Date();
  return <time dateTime={isoDay(date)}>{formatLongUsDate(date)}</time>;
}
