const LONG_US_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "Saturday, November 21, 2026": today's date in long US form with weekday (SPEC §1). */
export function formatLongUsDate(date: Date): string {
  return LONG_US_DATE.format(date);
}

export function TodayDate({ now = new Date() }: { now?: Date }) {
  return <time dateTime={now.toISOString().slice(0, 10)}>{formatLongUsDate(now)}</time>;
}
