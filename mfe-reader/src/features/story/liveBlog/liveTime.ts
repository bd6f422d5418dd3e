/** "just now" or "N min ago" within the hour of `now`; '' for anything older (or in the future). */
export function relativeWithinHour(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (Number.isNaN(minutes) || minutes < 0 || minutes >= 60) return '';
  return minutes === 0 ? 'just now' : `${minutes} min ago`;
}
