import { SITE_TIME_ZONE } from '@newsroom/shared';
import { utcOffsetLabel, wallTimeIn, zoneOffsetMinutes } from '@newsroom/shared/newsroom-time';
import { formatShortDate } from '../../../lib/formatDate.ts';

/** "just now" or "N min ago" within the hour of `now`; '' for anything older (or in the future). */
export function relativeWithinHour(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (Number.isNaN(minutes) || minutes < 0 || minutes >= 60) return '';
  return minutes === 0 ? 'just now' : `${minutes} min ago`;
}

// The site's zone is London's: readers know its two offsets by these names.
const LONDON_ZONE_NAMES: Readonly<Record<number, string>> = { 0: 'GMT', 60: 'BST' };

/** "GMT" or "BST" (any other offset of the site's zone as "UTC+2"). */
export function siteZoneName(instant: Date): string {
  return LONDON_ZONE_NAMES[zoneOffsetMinutes(instant, SITE_TIME_ZONE)] ?? utcOffsetLabel(instant, SITE_TIME_ZONE);
}

/**
 * A live post's time for a blog that runs over days (decision 168): "10:50 GMT" on the site's
 * day of `now`, "27 Nov 2026, 00:50 GMT" on any other day. Without `now` (the server and
 * hydration) the day is always written, so the HTML never claims a day it cannot know.
 */
export function formatLiveTime(iso: string, now: number | null): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const wall = wallTimeIn(instant, SITE_TIME_ZONE);
  const clock = `${wall.time} ${siteZoneName(instant)}`;
  const today = now === null ? null : wallTimeIn(new Date(now), SITE_TIME_ZONE).date;
  return today === wall.date ? clock : `${formatShortDate(iso)}, ${clock}`;
}
