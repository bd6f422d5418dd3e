const HOURS_MINUTES = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** Panel times are shown as HH:mm (24-hour, local time). */
export function formatHoursMinutes(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : HOURS_MINUTES.format(date);
}

/** "Today" or e.g. "Sat 22 Nov", so an upcoming HH:mm is not read as today's. */
export function formatDayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? 'Today' : DAY_MONTH.format(date);
}

/** "just now", "5 min ago", "3 h ago", else the HH:mm of an older item. */
export function formatAgo(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatHoursMinutes(iso);
}
