import type { RegisteredRemote } from '@newsroom/shared';
import {
  bucketFromCookies,
  canaryRunning,
  drawBucket,
  RELEASE_PARAM,
  releaseCookie,
  releaseOf,
  type Release,
} from '../federation/release.ts';
import { matchRegisteredRoute } from '../routes/registeredRoutes.ts';

/** Names the release a canaried page was rendered for: the CDN keeps none of them (deploy/varnish). */
export const RELEASE_VARIANT_HEADER = 'X-Release-Variant';

/**
 * Which release of a canaried team's section each reader gets, decided here (decision 215): the
 * registry's canaries, read once per site. Without one running (the usual case) every call is a
 * no-op that costs nothing on the page cache's fast path.
 */
export interface PageReleases {
  /** The canaried remote a path's page shows, or null. */
  remoteOf(pathname: string): RegisteredRemote | null;
  /**
   * The URL a request's page is rendered and cached under: with its release when the page is
   * canaried. `drawn`: a bucket drawn for a reader without one, to be kept in their cookie
   * (`withDrawnBucket`).
   */
  urlFor(url: URL, cookies: string | null | undefined): { url: URL; drawn: number | null };
}

export function pageReleases(registry: readonly RegisteredRemote[] | undefined): PageReleases {
  const canaried = (registry ?? []).filter(
    (remote) => canaryRunning(remote) && remote.routes?.some((route) => route.access === 'everyone'),
  );
  const remoteOf = (pathname: string) => {
    if (canaried.length === 0) return null;
    const match = matchRegisteredRoute(pathname, canaried);
    return match?.route.access === 'everyone' ? match.remote : null;
  };
  return {
    remoteOf,
    urlFor(url, cookies) {
      const remote = remoteOf(url.pathname);
      if (!remote) return { url, drawn: null };
      const kept = bucketFromCookies(cookies);
      const bucket = kept ?? drawBucket();
      const released = new URL(url);
      released.searchParams.set(RELEASE_PARAM, releaseOf(remote, bucket));
      return { url: released, drawn: kept === null ? bucket : null };
    },
  };
}

/** The release a page URL asks for (set by `urlFor`), or null. */
export function releaseOfPageUrl(url: URL): Release | null {
  const release = url.searchParams.get(RELEASE_PARAM);
  return release === 'canary' || release === 'stable' ? release : null;
}

/** The page's URL as the reader asked for it: without the release the server added. */
export function withoutRelease(url: URL): URL {
  if (!url.searchParams.has(RELEASE_PARAM)) return url;
  const location = new URL(url);
  location.searchParams.delete(RELEASE_PARAM);
  return location;
}

/**
 * A canaried page's render, as the page cache keeps it: it varies by reader for caches without the
 * CDN's file, and names its release (the CDN's file keeps none: deploy/varnish/default.vcl).
 */
export function releaseAnswer(response: Response, url: URL): Response {
  const release = releaseOfPageUrl(url);
  if (!release) return response;
  const headers = new Headers(response.headers);
  headers.set('Vary', 'Accept-Encoding, Cookie');
  headers.set(RELEASE_VARIANT_HEADER, release);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * This reader's copy of an answer, keeping the bucket drawn for them: never in a cached page, and
 * no shared cache may keep this copy (one without the CDN's file would give every new reader the
 * same bucket).
 */
export function withDrawnBucket(response: Response, drawn: number | null, secure: boolean): Response {
  if (drawn === null) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.delete('Surrogate-Key');
  headers.delete('Cache-Tag');
  headers.append('Set-Cookie', releaseCookie(drawn, secure));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
