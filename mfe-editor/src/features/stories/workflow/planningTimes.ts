/**
 * Deadlines and planned slots are stored as instants (UTC) and shown on the user's own clock in a
 * datetime-local input ("2026-11-30T14:30"), which carries no zone: these convert between the two.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The input's value for a stored instant, on this device's clock; '' for none. */
export function localInputOf(instant: string | null): string {
  if (!instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant (ISO, UTC) an input's local date and time name; null for an empty or unreadable one. */
export function instantOfLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const at = new Date(year, month - 1, day, hour, minute);
  // 31 February and the like roll over: not what was typed.
  if (at.getMonth() !== month - 1 || at.getDate() !== day) return null;
  return at.toISOString();
}

/** The clock the inputs show, for their hint ("Times are on your clock: Europe/London."). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'this device’s time zone';
}
