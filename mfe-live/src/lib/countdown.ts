import { formatDuration } from 'date-fns';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left until `startIso`, in its two largest units ("1 day 2 hours", "3 hours 5 minutes",
 * "4 minutes 9 seconds"), or null when the start has passed or is not a date.
 */
export function timeUntil(startIso: string, now: Date = new Date()): string | null {
  const left = new Date(startIso).getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  if (days > 0) return formatDuration({ days, hours }, { format: ['days', 'hours'] });
  if (hours > 0) return formatDuration({ hours, minutes }, { format: ['hours', 'minutes'] });
  if (minutes > 0) return formatDuration({ minutes, seconds }, { format: ['minutes', 'seconds'] });
  return formatDuration({ seconds: Math.max(seconds, 1) }, { format: ['seconds'] });
}

/** The countdown line of an upcoming event: "Starts in 1 day 2 hours", then "Starting soon". */
export function countdownText(startIso: string, now: Date = new Date()): string {
  const left = timeUntil(startIso, now);
  return left ? `Starts in ${left}` : 'Starting soon';
}

/** How often a countdown must tick to stay right: every second in the last hour, else every 30 s. */
export function countdownInterval(startIso: string, now: Date = new Date()): number {
  const left = new Date(startIso).getTime() - now.getTime();
  return Number.isFinite(left) && left < HOUR ? SECOND : 30 * SECOND;
}
