import { carriesSession, isPersonalRequest, pageCacheKey, pageUrl } from './pageCache/cacheKey.ts';
import { PageCache } from './pageCache/pageCache.ts';
import { SITE_KEY } from './pageCache/surrogateKeys.ts';
import { frontAnswer, requestEdition, trustedProxyList, withReaderEdition } from './readerEdition.ts';
import { siteDefaultEditionSource } from './siteDefaultEdition.ts';
import { pageReleases, releaseAnswer, withDrawnBucket } from './pageRelease.ts';
import { storyAddressLookup, storyRedirect } from './storyRedirect.ts';
import type { Edition } from '@newsroom/shared/edition-resolver';
import {
  LOCAL_HOSTS,
  type AnswerPage,
  type FreshAnswer,
  type RequestHead,
  type ServerRenderer,
  type ServerRendererOptions,
} from './serverTypes.ts';

/** Default byte cap of the page cache, per worker (PAGE_CACHE_MB). */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Freshness bound while purges cannot arrive: a correction is never served staler than this. */
export const UNPURGED_FRESH_MS = 5_000;
/**
 * After a purge, the old page may answer this long while its new render runs (a crowd on a
 * corrected story does not all wait for one render): fresh at the origin within 1 s.
 */
export const PURGED_STALE_MS = 1_000;

/** Segments of unreserved characters, none starting with a dot: nothing for URL parsing to change. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

/** A session must never meet a shared cache: its answers are the reader's own. */
function personalCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Page-Cache', 'BYPASS');
  headers.delete('Surrogate-Key');
  headers.delete('Cache-Tag');
  return new Response(response.body, { status: response.status, headers });
}

/** A Host this site does not serve: nothing is rendered for it, so nothing can be poisoned. */
function misdirected(): Response {
  return new Response('This server does not serve that host.', {
    status: 421,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The server's answers to what it renders: anonymous pages, feeds and crawl files from the page
 * cache (one render per URL at a time, purged by what changed), everything else from `answerPage`,
 * which renders (in this thread, or on the render thread: shell/server/renderThread.mjs).
 */
export function createRenderer(options: ServerRendererOptions, answerPage: AnswerPage): ServerRenderer {
  const cache = new PageCache({
    maxBytes: options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES,
    unpurgedFreshMs: UNPURGED_FRESH_MS,
    purgedStaleMs: PURGED_STALE_MS,
  });
  const siteOrigin = siteOriginResolver(options);
  const originOfHost = new Map<string, string | null>();
  const trustedProxies = trustedProxyList(options.trustedProxies ?? []);
  const siteDefault = options.siteDefaultEdition ?? siteDefaultEditionSource(options.config);
  const storyAddresses = options.storyAddresses ?? storyAddressLookup(options.config);
  const releases = pageReleases(options.config.registry);
  void siteDefault.refresh();

  /**
   * The cache key of a request line and Host, as `handle` would compute it; null: not served here
   * (also a canaried page for a reader without a bucket: `handle` draws one and keeps it).
   */
  function fastCacheKey(url: string, host: string, edition: () => Edition, cookies?: string): string | null {
    let origin = originOfHost.get(host);
    if (origin === undefined) {
      origin = URL.canParse(`http://${host}`) ? siteOrigin(new URL(`http://${host}`)) : null;
      // Bounded: a flood of forged Hosts cannot grow it.
      if (originOfHost.size < 256) originOfHost.set(host, origin);
    }
    if (!origin) return null;
    // A plain path is its own normalized form: no URL to parse (most of a surge).
    if (url !== '/' && PLAIN_PATH.test(url) && !releases.remoteOf(url)) {
      return pageCacheKey(origin, { pathname: url, search: '' });
    }
    if (!URL.canParse(url, `http://${host}`)) return null;
    const requested = new URL(url, `http://${host}`);
    const requestedOrigin = siteOrigin(requested);
    if (!requestedOrigin) return null;
    const page = releases.urlFor(withReaderEdition(pageUrl(requested), edition), cookies);
    return page.drawn === null ? pageCacheKey(requestedOrigin, page.url) : null;
  }

  return {
    async handle(request, peer) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const requested = new URL(request.url);
      const origin = siteOrigin(requested);
      if (!origin) return misdirected();
      const edition = () =>
        requestEdition((name) => request.headers.get(name), peer, trustedProxies, siteDefault.current());
      // A canaried team page: the reader's release, from their bucket (decision 215).
      const { url, drawn } = releases.urlFor(
        withReaderEdition(pageUrl(requested), edition),
        request.headers.get('cookie'),
      );
      // A story's id or old slug: its 301, cached as pages are, with no render (decision 206).
      const render = async () =>
        (await storyRedirect(url, storyAddresses, options.htmlHeaders)) ??
        releaseAnswer(frontAnswer(await answerPage(url, origin), url), url);
      const secure = origin.startsWith('https:');
      if (isPersonalRequest(request)) return withDrawnBucket(personalCopy(await render()), drawn, secure);
      return withDrawnBucket(await cache.serve(request, pageCacheKey(origin, url), render), drawn, secure);
    },
    freshAnswer(request: RequestHead): FreshAnswer | null {
      const { method = 'GET', url = '/', headers } = request;
      if (method !== 'GET' && method !== 'HEAD') return null;
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      if (carriesSession(header('authorization'), header('cookie'))) return null;
      const edition = () =>
        requestEdition(header, request.socket?.remoteAddress, trustedProxies, siteDefault.current());
      const key = fastCacheKey(url, header('host') ?? 'localhost', edition, header('cookie'));
      if (!key) return null;
      return cache.fresh(
        { method, ifNoneMatch: header('if-none-match'), acceptEncoding: header('accept-encoding') },
        key,
      );
    },
    // A change of the default edition purges `site`: the default is read again before the pages
    // go, so the CDN (purged after this) cannot refetch `/` of the old default.
    purge: async (keys) => {
      if (keys.includes(SITE_KEY)) await siteDefault.refresh();
      return cache.purge(keys);
    },
    setPurgeChannelLive: (live) => cache.setPurgeChannelLive(live),
  };
}

/**
 * The origin pages are rendered for (canonical links, feeds, sitemaps): the configured public
 * origin, else the request's own when its Host is allowed (a local or listed name), else none.
 * X-Forwarded-Host and X-Forwarded-Proto are never read.
 */
function siteOriginResolver(options: ServerRendererOptions): (url: URL) => string | null {
  if (options.publicOrigin) {
    const origin = options.publicOrigin.replace(/\/+$/, '');
    return () => origin;
  }
  const allowed = new Set((options.allowedHosts ?? LOCAL_HOSTS).map((host) => host.toLowerCase()));
  return (url) => (allowed.has(url.hostname.toLowerCase()) ? url.origin : null);
}
