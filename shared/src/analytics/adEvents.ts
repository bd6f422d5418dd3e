import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { getVisitorId } from './pageViews.ts';

/**
 * Ad impressions and clicks (decision 187). The server counts them (record_ad_event: bots, repeats
 * and floods left out); the frequency cap is kept on the device, so no server learns who saw what:
 * localStorage holds today's date and how many times this device showed each ad today. Kept small:
 * this is on every page.
 */
const SEEN_KEY = 'newsroom.adsSeen';

/** Today's showings by ad id; a record of another day, junk or blocked storage reads as none. */
function seenToday(now: number): Record<string, number> {
  try {
    const seen = JSON.parse(localStorage.getItem(SEEN_KEY) || '{}');
    return (seen.day === new Date(now).toDateString() && seen.ads) || {};
  } catch {
    return {};
  }
}

/** Times this device showed the ad today. */
export const adViewsToday = (id: string, now = Date.now()): number => Number(seenToday(now)[id]) || 0;

/** Notes one showing today; yesterday's record is replaced, so it never grows with every ad ever seen. */
export function noteAdView(id: string, now = Date.now()): void {
  try {
    const ads = { ...seenToday(now), [id]: adViewsToday(id, now) + 1 };
    localStorage.setItem(SEEN_KEY, JSON.stringify({ day: new Date(now).toDateString(), ads }));
  } catch {
    // Storage blocked or full: the cap cannot apply; the server still counts the ad.
  }
}

/** Whether the ad reached its daily cap on this device. */
export const adCapReached = (ad: { id: string; frequencyCap: number | null }): boolean =>
  ad.frequencyCap !== null && adViewsToday(ad.id) >= ad.frequencyCap;

/** Fire-and-forget call of record_ad_event; a failure is only logged (an ad never breaks a page). */
export function recordAdEvent(id: string, kind: 'impression' | 'click', slot: string, client?: PortalClient): void {
  (client ?? getSupabase()).rpc('record_ad_event', { ad_id: id, kind, slot, visitor_id: getVisitorId() }).then(
    ({ error }) => error && console.warn('Ad event not recorded', error.message),
    (error: unknown) => console.warn('Ad event not recorded', error),
  );
}

/**
 * A ref that counts one impression when half the ad is on screen (a crawler that runs no script
 * never counts) and notes it for the cap. Memoise it per ad and slot: a new one observes again.
 */
export const adImpressionRef = (id: string, slot: string) => (element: HTMLElement | null) => {
  if (!element || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      noteAdView(id);
      recordAdEvent(id, 'impression', slot);
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
