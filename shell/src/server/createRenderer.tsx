import { getInstance } from '@module-federation/enhanced/runtime';
import {
  briefLoadErrorReporter,
  hostSharedVersions,
  setLoadErrorReporter,
  setRuntimeConfig,
  ThemeProvider,
} from '@newsroom/shared';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LoadingScreen } from '../components/screens/LoadingScreen.tsx';
import { REMOTE_ROUTES } from '../routes/routeTable.ts';
import {
  categoryRss,
  creditRss,
  creditsSitemapXml,
  latestRss,
  monthSitemapXml,
  newsSitemapXml,
  pagesSitemapXml,
  robotsTxt,
  sitemapIndexXml,
} from './crawlFiles.ts';
import { parsePageTemplate } from './pageTemplate.ts';
import { RemotePreloads } from './preloads.ts';
import {
  cacheControlFor,
  CLIENT_PAGE_CACHE,
  clientOnlyDocument,
  matchShellRoute,
  renderDocument,
  type PageRenderDeps,
} from './renderPage.tsx';
import { beforeDeadline } from './deadline.ts';
import { ServerRemotes } from './serverRemotes.ts';
import { failedRenderResponse } from './failedRenderResponse.ts';
import { carriesSession, isPersonalRequest, pageCacheKey, pageUrl } from './pageCache/cacheKey.ts';
import { PageCache } from './pageCache/pageCache.ts';
import { surrogateKeyHeaders } from './pageCache/surrogateKeys.ts';
import {
  LOCAL_HOSTS,
  type FreshAnswer,
  type RequestHead,
  type ServerRenderer,
  type ServerRendererOptions,
} from './serverTypes.ts';

/** Longest a page's server render may take; what is missing then is rendered in the browser. */
export const DEFAULT_TIMEOUT_MS = 1500;

const HTML = 'text/html; charset=utf-8';

function loadingScreen(siteName: string): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider>
          <LoadingScreen siteName={siteName} />
        </ThemeProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Past the time box, the render has already given up on whatever was slow; this margin is for
 * the render itself. A render still running after it is abandoned: the reader gets the start-up
 * page (rendered in the browser, status 503) rather than a request that never answers.
 */
const RENDER_HARD_LIMIT_MARGIN_MS = 2000;

/** Weak: compression changes the bytes, not the page. */
const etagOf = (hash: string) => `W/"${hash}"`;

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

export function createRenderer(options: ServerRendererOptions): ServerRenderer {
  const { config } = options;
  setRuntimeConfig(config);
  // A backend that is down fails every render's reads: one short line per source, not a dump each.
  setLoadErrorReporter(briefLoadErrorReporter());
  const preloads = new RemotePreloads(config, hostSharedVersions(getInstance()?.options));
  const deps: PageRenderDeps = {
    config,
    template: parsePageTemplate(options.template),
    remotes: new ServerRemotes(options.serverRemotes, (remote) => preloads.refused(remote)),
    preloads,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const startUpPage = clientOnlyDocument(deps, loadingScreen(config.siteName));
  deps.remotes.warm(REMOTE_ROUTES.filter((route) => route.access === 'public'));
  const cache = new PageCache({
    maxBytes: options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES,
    unpurgedFreshMs: UNPURGED_FRESH_MS,
    purgedStaleMs: PURGED_STALE_MS,
  });
  const siteOrigin = siteOriginResolver(options);
  const originOfHost = new Map<string, string | null>();

  /** The cache key of a request line and Host, as `handle` would compute it; null: not served. */
  function fastCacheKey(url: string, host: string): string | null {
    let origin = originOfHost.get(host);
    if (origin === undefined) {
      origin = URL.canParse(`http://${host}`) ? siteOrigin(new URL(`http://${host}`)) : null;
      // Bounded: a flood of forged Hosts cannot grow it.
      if (originOfHost.size < 256) originOfHost.set(host, origin);
    }
    if (!origin) return null;
    // A plain path is its own normalized form: no URL to parse (most of a surge).
    if (PLAIN_PATH.test(url)) return pageCacheKey(origin, { pathname: url, search: '' });
    if (!URL.canParse(url, `http://${host}`)) return null;
    const requested = new URL(url, `http://${host}`);
    const requestedOrigin = siteOrigin(requested);
    return requestedOrigin ? pageCacheKey(requestedOrigin, pageUrl(requested)) : null;
  }

  async function page(url: URL, origin: string): Promise<Response> {
    if (matchShellRoute(url.pathname).render === 'client') {
      return new Response(startUpPage, { headers: { 'Content-Type': HTML, 'Cache-Control': CLIENT_PAGE_CACHE } });
    }
    try {
      const hardLimit = Date.now() + deps.timeoutMs + RENDER_HARD_LIMIT_MARGIN_MS;
      const document = await beforeDeadline(renderDocument(url, origin, deps), hardLimit, `render of ${url.pathname}`);
      const headers = {
        ...options.htmlHeaders,
        'Content-Type': HTML,
        'Cache-Control': cacheControlFor(document),
        ETag: etagOf(document.contentHash),
        ...(document.degraded ? {} : surrogateKeyHeaders(document.surrogateKeys)),
      };
      return new Response(document.html, { status: document.status, headers });
    } catch (error) {
      console.error('[shell server] page render failed; sending the start-up page', error);
      return failedRenderResponse(error, startUpPage);
    }
  }

  /** Crawl files and feeds by path, else the page. */
  function answer(url: URL, origin: string): Promise<Response> | Response {
    const crawl = { origin, siteName: config.siteName };
    if (url.pathname === '/robots.txt') return robotsTxt(crawl);
    if (url.pathname === '/sitemap.xml') return sitemapIndexXml(crawl);
    if (url.pathname === '/sitemaps/pages.xml') return pagesSitemapXml(crawl);
    if (url.pathname === '/sitemaps/news.xml') return newsSitemapXml(crawl);
    if (url.pathname === '/sitemaps/authors-topics.xml') return creditsSitemapXml(crawl);
    const monthSitemap = /^\/sitemaps\/stories-([\w-]+)\.xml$/.exec(url.pathname);
    if (monthSitemap) return monthSitemapXml(crawl, monthSitemap[1]);
    if (url.pathname === '/rss.xml') return latestRss(crawl);
    const categoryFeed = /^\/category\/([a-z0-9-]+)\/rss\.xml$/.exec(url.pathname);
    if (categoryFeed) return categoryRss(crawl, categoryFeed[1]);
    const creditFeed = /^\/(author|topic)\/([a-z0-9-]+)\/rss\.xml$/.exec(url.pathname);
    if (creditFeed) return creditRss(crawl, creditFeed[1] as 'author' | 'topic', creditFeed[2]);
    return page(url, origin);
  }

  return {
    async handle(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const requested = new URL(request.url);
      const origin = siteOrigin(requested);
      if (!origin) return misdirected();
      const url = pageUrl(requested);
      if (isPersonalRequest(request)) return personalCopy(await answer(url, origin));
      return cache.serve(request, pageCacheKey(origin, url), async () => answer(url, origin));
    },
    freshAnswer(request: RequestHead): FreshAnswer | null {
      const { method = 'GET', url = '/', headers } = request;
      if (method !== 'GET' && method !== 'HEAD') return null;
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      if (carriesSession(header('authorization'), header('cookie'))) return null;
      const key = fastCacheKey(url, header('host') ?? 'localhost');
      if (!key) return null;
      return cache.fresh(
        { method, ifNoneMatch: header('if-none-match'), acceptEncoding: header('accept-encoding') },
        key,
      );
    },
    purge: (keys) => cache.purge(keys),
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
