/** The parts of "Sun 22 Nov 2026, 14:00" in a time zone (the reader's when undefined). */
function parts(date: Date, timeZone?: string) {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => formatted.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

function validDate(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Sat 22 Nov 2026, 14:00 – 16:30" (24-hour, in the reader's zone, or in `timeZone` while a
 * server-rendered page hydrates); the end is left out when missing or not after the start, and
 * shown with its date when on another day. '' without a valid start.
 */
export function formatEventTime(startIso: string, endIso = '', timeZone?: string): string {
  const start = validDate(startIso);
  if (!start) return '';
  const end = validDate(endIso);
  const from = parts(start, timeZone);
  const fromText = `${from.day}, ${from.time}`;
  if (!end || end.getTime() <= start.getTime()) return fromText;
  const to = parts(end, timeZone);
  return `${fromText} – ${to.day === from.day ? to.time : `${to.day}, ${to.time}`}`;
}

/** "1,840 views". */
export function formatViews(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'view' : 'views'}`;
}
