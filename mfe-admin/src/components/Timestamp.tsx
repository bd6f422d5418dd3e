import { format } from 'date-fns';

/** The site's date with the time, as every console table writes it: "28 Nov 2026, 06:59". */
export const DASHBOARD_TIME = 'd MMM yyyy, HH:mm';

/** A time as the dashboard's tables show it, machine-readable in `dateTime`. */
export function Timestamp({ iso, pattern = DASHBOARD_TIME }: { iso: string; pattern?: string }) {
  return <time dateTime={iso}>{format(new Date(iso), pattern)}</time>;
}
