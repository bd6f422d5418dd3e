import { createContext, useContext } from 'react';
import { SITE_TIME_ZONE } from '../constants/site.ts';
import { useHydrated } from './useHydrated.ts';

/**
 * When the page was rendered (ms since epoch): the request's time on the server, and the same
 * value while the browser hydrates that page (null in a page started in the browser).
 */
export const RenderTimeContext = createContext<number | null>(null);

export function useRenderTime(): number | null {
  return useContext(RenderTimeContext);
}

export interface RenderClock {
  /** The time to render with. */
  now: Date;
  /** The zone to write times in: the newsroom's until hydrated, then the reader's (undefined). */
  timeZone: string | undefined;
}

/**
 * Time-dependent text ("5 min ago", "14:00", LIVE/Upcoming) must come out the same on the server
 * and in the hydrating browser: until hydrated, the clock is the render time in the newsroom's
 * zone; after, the browser's own time and zone. (A cached page may be minutes old: it is
 * corrected as soon as it is interactive.)
 */
export function useRenderClock(): RenderClock {
  const renderedAt = useRenderTime();
  const hydrated = useHydrated();
  if (!hydrated && renderedAt !== null) return { now: new Date(renderedAt), timeZone: SITE_TIME_ZONE };
  return { now: new Date(), timeZone: undefined };
}
