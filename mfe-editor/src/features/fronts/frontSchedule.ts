import {
  DEFAULT_NEWSROOM_TIME_ZONE,
  instantOfWallTime,
  wallTimeIn,
  type WallTime,
} from '@newsroom/shared/newsroom-time';

/** Times are entered on London's clock unless the editor picks Harare's, as for stories (decision 168). */
export const SCHEDULE_TIME_ZONE = DEFAULT_NEWSROOM_TIME_ZONE;
const DEFAULT_TIME = '09:00';

/** publish_front's refusals of a schedule (22023), said the same way before the request. */
export const SCHEDULE_PASSED = 'The scheduled time has passed. Choose a later time, or publish now.';
export const SCHEDULE_TOO_FAR = 'A front change can be scheduled at most a year ahead.';
export const SCHEDULE_INVALID = 'Choose a valid date and time.';

/** A year from `now` on the calendar, as the database's `now() + interval '1 year'`. */
function aYearFrom(now: Date): Date {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later;
}

/** Why a front change cannot be scheduled at `at`, or null (the database checks it again). */
export function frontScheduleError(at: Date | null, now: Date = new Date()): string | null {
  if (!at) return SCHEDULE_INVALID;
  if (at.getTime() <= now.getTime()) return SCHEDULE_PASSED;
  if (at.getTime() > aYearFrom(now).getTime()) return SCHEDULE_TOO_FAR;
  return null;
}

/** "30 Nov 2026, 06:00 London time": a scheduled time on the newsroom's clock, whatever the browser's. */
export function newsroomWhen(at: string): string {
  const shown = new Date(at).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SCHEDULE_TIME_ZONE,
  });
  return `${shown} London time`;
}

/** Whether a version's publication time is still ahead (a scheduled version). */
export const isAhead = (publishedAt: string | null, now: Date = new Date()) =>
  publishedAt !== null && Date.parse(publishedAt) > now.getTime();

const nextDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/** Where a new schedule starts: the next 09:00 still ahead in London, as the stories' schedule panel. */
export function nextDefaultTime(now: Date = new Date()): WallTime {
  const today = wallTimeIn(now, SCHEDULE_TIME_ZONE).date;
  const todayAt = instantOfWallTime({ date: today, time: DEFAULT_TIME }, SCHEDULE_TIME_ZONE);
  const ahead = todayAt !== null && todayAt.getTime() > now.getTime();
  return { date: ahead ? today : nextDay(today), time: DEFAULT_TIME };
}
