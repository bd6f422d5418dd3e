import { format } from 'date-fns';

/** A time as the dashboard's tables show it, machine-readable in `dateTime`. */
export function Timestamp({ iso, pattern }: { iso: string; pattern: string }) {
  return <time dateTime={iso}>{format(new Date(iso), pattern)}</time>;
}
