import { DEFAULT_NEWSROOM_TIME_ZONE, instantOfWallTime, wallTimeIn } from '@newsroom/shared/newsroom-time';

export const DEFAULT_PUBLISH_TIME = '09:00';
export const PAST_SCHEDULE_WARNING = 'Scheduled time is in the past. Content will publish immediately.';
export const SCHEDULE_DATE_ERROR = 'The publish date cannot be earlier than today.';
export const SCHEDULE_INVALID_ERROR = 'Choose a valid publish date and time.';

/**
 * The zone the form's date and time are kept in: London, the newsroom's own, whichever office's
 * clock the panel shows them on (decision 168). The stored value is the instant.
 */
export const SCHEDULE_TIME_ZONE = DEFAULT_NEWSROOM_TIME_ZONE;

/** The publishing-schedule panel's state (date and time on London's clock). */
export interface Schedule {
  isScheduled: boolean;
  /** yyyy-MM-dd */
  publishDate: string;
  /** HH:mm */
  publishTime: string;
  /** On: the story goes public by itself at that time. Off: it stays a draft with a planned time. */
  autoPublish: boolean;
}

/** Today's date on the zone's clock (London's unless the panel shows Harare's). */
export function todayDate(now: Date = new Date(), timeZone: string = SCHEDULE_TIME_ZONE): string {
  return wallTimeIn(now, timeZone).date;
}

const nextDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/**
 * The moment a new schedule starts at: the next 09:00 still ahead in London (today's before 09:00,
 * else tomorrow's), so ticking "Schedule for later" in the evening is not at once "in the past".
 */
export function nextDefaultPublication(now: Date = new Date()): Pick<Schedule, 'publishDate' | 'publishTime'> {
  const today = todayDate(now);
  const todayAtDefault = scheduledAt({ publishDate: today, publishTime: DEFAULT_PUBLISH_TIME });
  const ahead = todayAtDefault !== null && todayAtDefault.getTime() > now.getTime();
  return { publishDate: ahead ? today : nextDay(today), publishTime: DEFAULT_PUBLISH_TIME };
}

export function defaultSchedule(now: Date = new Date()): Schedule {
  return { isScheduled: false, ...nextDefaultPublication(now), autoPublish: true };
}

/** The chosen moment (the date and time on London's clock), or null when they are not a real one. */
export function scheduledAt(schedule: Pick<Schedule, 'publishDate' | 'publishTime'>): Date | null {
  return instantOfWallTime({ date: schedule.publishDate, time: schedule.publishTime }, SCHEDULE_TIME_ZONE);
}

/** Why the schedule cannot be saved, or null. A time earlier today is allowed (with a warning). */
export function scheduleError(schedule: Schedule, now: Date = new Date()): string | null {
  if (!schedule.isScheduled) return null;
  const at = scheduledAt(schedule);
  if (!at) return SCHEDULE_INVALID_ERROR;
  if (todayDate(at) < todayDate(now)) return SCHEDULE_DATE_ERROR;
  return null;
}

/** True when a schedule is on and its moment has already passed: saving publishes at once. */
export function isScheduleInPast(schedule: Schedule, now: Date = new Date()): boolean {
  if (!schedule.isScheduled) return false;
  const at = scheduledAt(schedule);
  return at !== null && at.getTime() <= now.getTime();
}

/** The schedule panel for a saved story: on when it is scheduled or a draft with a planned time. */
export function scheduleFor(status: string, publishedAt: string | null, now: Date = new Date()): Schedule {
  const at = publishedAt ? new Date(publishedAt) : null;
  const future = at !== null && !Number.isNaN(at.getTime()) && at.getTime() > now.getTime();
  if (!future || (status !== 'published' && status !== 'draft')) return defaultSchedule(now);
  const wall = wallTimeIn(at, SCHEDULE_TIME_ZONE);
  return { isScheduled: true, publishDate: wall.date, publishTime: wall.time, autoPublish: status === 'published' };
}

export type SaveIntent = 'draft' | 'publish';

/** What a save writes for status and published_at; published_at undefined = leave it as it is. */
export interface Publication {
  status: 'draft' | 'published';
  publishedAt: string | null | undefined;
}

export interface PublicationInput {
  intent: SaveIntent;
  schedule: Schedule;
  /** The saved row, when editing: a live story keeps its original publication time. */
  saved?: { status: string; publishedAt: string | null } | null;
  now?: Date;
}

function isLive(saved: PublicationInput['saved'], now: Date): boolean {
  if (!saved || saved.status !== 'published' || !saved.publishedAt) return false;
  return new Date(saved.publishedAt).getTime() <= now.getTime();
}

/**
 * Scheduling is real: a scheduled story is saved as published with its future published_at, and
 * the read policies keep it from readers until then. null means "now" (the database stamps it).
 */
export function publicationFor({ intent, schedule, saved = null, now = new Date() }: PublicationInput): Publication {
  const at = schedule.isScheduled ? scheduledAt(schedule) : null;
  const planned = at && at.getTime() > now.getTime() ? at.toISOString() : null;
  if (intent === 'draft') return { status: 'draft', publishedAt: planned };
  if (planned && !schedule.autoPublish) return { status: 'draft', publishedAt: planned };
  if (planned) return { status: 'published', publishedAt: planned };
  return { status: 'published', publishedAt: isLive(saved, now) ? undefined : null };
}

/** The label of the form's main button for the current schedule. */
export function publishButtonLabel(schedule: Schedule, isLiveStory: boolean, now: Date = new Date()): string {
  if (schedule.isScheduled && !isScheduleInPast(schedule, now)) {
    return schedule.autoPublish ? 'Schedule' : 'Save with planned time';
  }
  return isLiveStory ? 'Publish update' : 'Publish now';
}
