const hoursMinutes = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone });
const dayMonth = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone });
const isoDay = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);

/**
 * Panel times are shown as HH:mm (24-hour) in the reader's zone, or in `timeZone` (the newsroom's,
 * while a server-rendered page hydrates: useRenderClock).
 */
export function formatHoursMinutes(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : hoursMinutes(timeZone).format(date);
}

/** "Today" or e.g. "Sat 22 Nov", so an upcoming HH:mm is not read as today's. */
export function formatDayLabel(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return isoDay(date, timeZone) === isoDay(now, timeZone) ? 'Today' : dayMonth(timeZone).format(date);
}

/** "just now", "5 min ago", "3 h ago", else the HH:mm of an older item. */
export function formatAgo(iso: string, now: Date = new Date(), timeZone?: string): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatHoursMinutes(iso, timeZone);
}
