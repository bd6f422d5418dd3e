import { matchPath } from 'react-router-dom';
import type { RegisteredRemote } from '@newsroom/shared';
import { canaryRunning, type Release } from '../federation/release.ts';
import { matchRegisteredRoute } from '../routes/registeredRoutes.ts';
import { REMOTE_ROUTES, type RemoteRoute } from '../routes/routeTable.ts';

/**
 * Pages the server renders only as a start-up screen: signed-in pages, the sign-in/password pages
 * and the newsletter's link pages (what they show depends on the token, read in the browser).
 */
const CLIENT_ONLY_PATHS = [
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/accept-invite',
  '/account',
  '/account/security',
  '/newsletter/confirm',
  '/newsletter/manage',
];

export interface MatchedRoute {
  /** The remote page of the path, or null for the shell's own pages and unknown paths. */
  route: RemoteRoute | null;
  params: Record<string, string | undefined>;
  /** 'client': the browser renders the page (the session decides what it shows). */
  render: 'server' | 'client';
  /** A secret link's page (routeTable's `unlisted`): answered with UNLISTED_PAGE_HEADERS. */
  unlisted?: true;
  /** A team's registered page the server renders (decision 214): its container and module. */
  team?: { remote: string; module: string };
}

/** Whether the server may run a team's server container (ServerRemotes.rendersOnServer). */
export type RendersOnServer = (container: string) => boolean;

/** A preview link is its token: no shared cache may keep its page, no search engine list it. */
export const UNLISTED_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // Nor may a request from the page carry its address (its token) to another server.
  'Referrer-Policy': 'no-referrer',
};

/**
 * The route the shell's router will show for `pathname`, as the server needs to know it. A page of
 * a team's registered remote (`registry`, decision 207) is rendered on the server when its route
 * is open to everyone, the server may run its container (`rendersOnServer`: accepted with a
 * `serverIntegrity`, decision 214) and the reader's `release` is the registered version's
 * (decision 215); otherwise in the browser.
 */
export function matchShellRoute(
  pathname: string,
  registry?: readonly RegisteredRemote[],
  rendersOnServer: RendersOnServer = () => false,
  release: Release | null = null,
): MatchedRoute {
  if (CLIENT_ONLY_PATHS.includes(pathname)) return { route: null, params: {}, render: 'client' };
  for (const route of REMOTE_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match && route.unlisted) return { route, params: match.params, render: 'client', unlisted: true };
    if (match) return { route, params: match.params, render: route.access === 'public' ? 'server' : 'client' };
  }
  const registered = matchRegisteredRoute(pathname, registry);
  if (!registered) return { route: null, params: {}, render: 'server' };
  const { remote, route, params } = registered;
  // While a canary runs the page is its reader's release's (pageRelease.ts chose it): the
  // registered version's is rendered here, the canary's in the browser (decision 215: two builds
  // of one server container cannot share this process, their chunks are found by its name).
  const stable = !canaryRunning(remote) || release === 'stable';
  if (route.access !== 'everyone' || !stable || !rendersOnServer(remote.container)) {
    return { route: null, params, render: 'client' };
  }
  return { route: null, params, render: 'server', team: { remote: remote.container, module: route.module } };
}

/** Shell pages the server renders, by path; any other path is the 404 page. */
export const SHELL_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/subscribe': 'Subscribe',
  '/alerts': 'Alerts',
};
