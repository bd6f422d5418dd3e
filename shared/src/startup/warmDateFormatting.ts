import { SITE_TIME_ZONE } from '../constants/site.ts';

/**
 * A page's first Intl date formatter loads the locale's and the newsroom zone's data: about 70 ms
 * on a phone, which landed in the task evaluating the first remote area that writes a date (over
 * the 100 ms a task may take). The shell calls this in a task of its own before hydrating; the
 * areas' own formatters then take a few ms (decision 146).
 */
export function warmDateFormatting(): void {
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(0);
}
