/**
 * The newsroom's two offices, London and Harare: a schedule's date and time are read in the zone
 * the editor picks (London by default) and stored as the instant (decision 168). Intl does the
 * zone arithmetic, so summer time follows the browser's own time-zone database.
 */
export const NEWSROOM_TIME_ZONES = [
  { id: 'Europe/London', city: 'London' },
  { id: 'Africa/Harare', city: 'Harare' },
] as const;

export type NewsroomTimeZone = (typeof NEWSROOM_TIME_ZONES)[number]['id'];

export const DEFAULT_NEWSROOM_TIME_ZONE: NewsroomTimeZone = 'Europe/London';

/** A date and time on a wall clock: yyyy-MM-dd and HH:mm, as date and time inputs hold them. */
export interface WallTime {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Minutes the zone is ahead of UTC at that instant (60 for London in summer, 120 for Harare). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock in the zone at that instant. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const p = partsIn(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant a wall-clock date and time in the zone names, or null when it is not a real date and
 * time. A time the clocks skip (01:30 on the spring-forward night in London) moves forward by the
 * gap; a time that happens twice takes the first.
 */
export function instantOfWallTime({ date, time }: WallTime, timeZone: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day, hour, minute] = [...dateMatch.slice(1), ...timeMatch.slice(1)].map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset a day before, and at that guess: they differ only around a clock change.
  const before = zoneOffsetMinutes(new Date(asUtc - 24 * 3_600_000), timeZone);
  const guess = new Date(asUtc - before * 60_000);
  const candidates = [guess, new Date(asUtc - zoneOffsetMinutes(guess, timeZone) * 60_000)].sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const exact = candidates.find((instant) => {
    const wall = wallTimeIn(instant, timeZone);
    return wall.date === date && wall.time === time;
  });
  return exact ?? guess;
}

/** "UTC", "UTC+1", "UTC+2", "UTC+5:30": the zone's offset at that instant. */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const minutes = zoneOffsetMinutes(instant, timeZone);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}

/** "London time (UTC+1)": the zone named for an editor, with its offset on that day. */
export function newsroomZoneLabel(timeZone: NewsroomTimeZone, instant: Date = new Date()): string {
  const city = NEWSROOM_TIME_ZONES.find((zone) => zone.id === timeZone)?.city ?? timeZone;
  return `${city} time (${utcOffsetLabel(instant, timeZone)})`;
}

export function isNewsroomTimeZone(value: unknown): value is NewsroomTimeZone {
  return NEWSROOM_TIME_ZONES.some((zone) => zone.id === value);
}

/** The same instant's wall clock moved from one zone to another (inputs following a zone change). */
export function convertWallTime(wall: WallTime, from: string, to: string): WallTime | null {
  const instant = instantOfWallTime(wall, from);
  return instant ? wallTimeIn(instant, to) : null;
}
