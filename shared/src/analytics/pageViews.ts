import { getSupabase, type PortalClient } from '../supabase/client.ts';

const VISITOR_KEY = 'newsroom.visitorId';
const VISITOR_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** An anonymous, random id kept in localStorage: counts visitors without identifying anyone. */
export function getVisitorId(storage: Storage = window.localStorage): string {
  try {
    const stored = storage.getItem(VISITOR_KEY);
    if (stored && VISITOR_PATTERN.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    storage.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    // Storage blocked (private mode, policy): a per-page id still records the view.
    return crypto.randomUUID();
  }
}

/** Where the visit came from: ?utm_source=, else the referring site's host, else "direct". */
export function trafficSource(search: string, referrer: string, ownHost: string): string {
  const utm = new URLSearchParams(search).get('utm_source')?.trim();
  if (utm) return utm.slice(0, 200);
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, '');
    if (host && host !== ownHost.replace(/^www\./, '')) return host;
  } catch {
    // No or unparsable referrer.
  }
  return 'direct';
}

const SOURCE_KEY = 'newsroom.trafficSource';

/**
 * The visit's source is decided on landing and kept for the tab's session: a click from /about to
 * /contact is still the newsletter's visit, not a "direct" one.
 */
export function sessionSource(loc: Location = window.location, referrer = document.referrer): string {
  const landing = () => trafficSource(loc.search, referrer, loc.hostname);
  try {
    const fromUrl = new URLSearchParams(loc.search).get('utm_source')?.trim();
    const stored = sessionStorage.getItem(SOURCE_KEY);
    if (stored && !fromUrl) return stored;
    const source = landing();
    sessionStorage.setItem(SOURCE_KEY, source);
    return source;
  } catch {
    return landing();
  }
}

export interface PageView {
  path: string;
  source: string;
  visitor_id: string;
}

/** No country: the browser has no IP geolocation; a server or CDN could pass one (decision 044). */
export function buildPageView(path: string, loc: Location = window.location, referrer = document.referrer): PageView {
  return {
    path: path.startsWith('/') ? path.slice(0, 2048) : `/${path}`.slice(0, 2048),
    source: sessionSource(loc, referrer),
    visitor_id: getVisitorId(),
  };
}

/**
 * Fire-and-forget call of record_page_view, the only way to write a page view (decision 143: it
 * validates and skips a repeat of the same path within 30 minutes). A failure is only logged.
 * Preview links record nothing.
 */
export function recordPageView(path: string, client?: PortalClient): void {
  // A preview link's path is its secret, and its story is not published (decision 176).
  if (path.startsWith('/preview/')) return;
  try {
    const view = buildPageView(path);
    void (client ?? getSupabase()).rpc('record_page_view', { ...view }).then(
      ({ error }) => {
        if (error) console.warn('Page view not recorded', error.message);
      },
      (error: unknown) => console.warn('Page view not recorded', error),
    );
  } catch (error) {
    console.warn('Page view not recorded', error);
  }
}
