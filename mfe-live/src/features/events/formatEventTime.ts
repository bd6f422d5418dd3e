import { format, isSameDay } from 'date-fns';

const DAY_TIME = 'EEE d MMM yyyy, HH:mm';

function validDate(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Sat 22 Nov 2026, 14:00 – 16:30" (local time, 24-hour); the end is left out when missing or not
 * after the start, and shown with its date when on another day. '' without a valid start.
 */
export function formatEventTime(startIso: string, endIso = ''): string {
  const start = validDate(startIso);
  if (!start) return '';
  const end = validDate(endIso);
  const from = format(start, DAY_TIME);
  if (!end || end.getTime() <= start.getTime()) return from;
  return `${from} – ${format(end, isSameDay(start, end) ? 'HH:mm' : DAY_TIME)}`;
}

/** "1,840 views". */
export function formatViews(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'view' : 'views'}`;
}
