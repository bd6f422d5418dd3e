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
  correctionsRss,
  creditRss,
  creditsSitemapXml,
  latestRss,
  monthSitemapXml,
  newsSitemapXml,
  pagesSitemapXml,
  robotsTxt,
  sitemapIndexXml,
} from './crawlFiles.ts';
import { beforeDeadline } from './deadline.ts';
import { failedRenderResponse } from './failedRenderResponse.ts';
import { answerLite } from './lite/liteAnswer.ts';
import { isLitePath } from './lite/liteRoutes.ts';
import { surrogateKeyHeaders } from './pageCache/surrogateKeys.ts';
import { parsePageTemplate } from './pageTemplate.ts';
import { RemotePreloads } from './preloads.ts';
import {
  cacheControlFor,
  CLIENT_PAGE_CACHE,
  clientOnlyDocument,
  renderDocument,
  type PageRenderDeps,
} from './renderPage.tsx';
import { releaseOfPageUrl } from './pageRelease.ts';
import { matchShellRoute, UNLISTED_PAGE_HEADERS } from './routeMatch.ts';
import { ServerRemotes } from './serverRemotes.ts';
import { serverTimingHeader } from './serverTiming.ts';
import type { PageAnswerer, ServerRendererOptions } from './serverTypes.ts';
import { notFoundStatus } from './goneStory.ts';
import { movedTopicLocation, permanentRedirect } from './topicRedirect.ts';

/** Longest a page's server render may take; what is missing then is rendered in the browser. */
export const DEFAULT_TIMEOUT_MS = 1500;

/**
 * Past the time box, the render has already given up on whatever was slow; this margin is for
 * the render itself. A render still running after it is abandoned: the reader gets the start-up
 * page (rendered in the browser, status 503) rather than a request that never answers.
 */
export const RENDER_HARD_LIMIT_MARGIN_MS = 2000;

const HTML = 'text/html; charset=utf-8';

/** Weak: compression changes the bytes, not the page. */
const etagOf = (hash: string) => `W/"${hash}"`;

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
 * What renders the site's pages, feeds and crawl files (the remotes' server containers, React):
 * everything of a server render except the page cache, so that it can run on a thread of its
 * own while the cache answers on the server's main thread (decision 155).
 */
export function createPageAnswerer(options: ServerRendererOptions): PageAnswerer {
  const { config } = options;
  setRuntimeConfig(config);
  // A backend that is down fails every render's reads: one short line per source, not a dump each.
  setLoadErrorReporter(briefLoadErrorReporter());
  const preloads = new RemotePreloads(config, hostSharedVersions(getInstance()?.options));
  const deps: PageRenderDeps = {
    config,
    template: parsePageTemplate(options.template),
    remotes: new ServerRemotes(options.serverRemotes, (remote) => preloads.refused(remote), options.serverTrust),
    preloads,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const loading = loadingScreen(config.siteName);
  const startUpPage = clientOnlyDocument(deps, loading);
  const unlistedStartUpPage = clientOnlyDocument(deps, loading, 'noindex, nofollow');
  deps.remotes.warm(REMOTE_ROUTES.filter((route) => route.access === 'public' && !route.unlisted));

  async function page(url: URL, origin: string): Promise<Response> {
    const matched = matchShellRoute(
      url.pathname,
      config.registry,
      (container) => deps.remotes.rendersOnServer(container),
      releaseOfPageUrl(url),
    );
    if (matched.unlisted) {
      return new Response(unlistedStartUpPage, { headers: { 'Content-Type': HTML, ...UNLISTED_PAGE_HEADERS } });
    }
    if (matched.render === 'client') {
      return new Response(startUpPage, { headers: { 'Content-Type': HTML, 'Cache-Control': CLIENT_PAGE_CACHE } });
    }
    try {
      const hardLimit = Date.now() + deps.timeoutMs + RENDER_HARD_LIMIT_MARGIN_MS;
      const document = await beforeDeadline(renderDocument(url, origin, deps), hardLimit, `render of ${url.pathname}`);
      // A topic not found may have been renamed or merged: its old address leads to it.
      const moved = document.status === 404 ? await movedTopicLocation(url) : null;
      if (moved) return permanentRedirect(moved, options.htmlHeaders);
      // A story in the trash is gone, not unknown (decision 195).
      const status = document.status === 404 ? await notFoundStatus(url) : document.status;
      const headers = {
        ...options.htmlHeaders,
        'Content-Type': HTML,
        'Cache-Control': cacheControlFor(document),
        ETag: etagOf(document.contentHash),
        ...(options.serverTiming ? { 'Server-Timing': serverTimingHeader(document.timings) } : {}),
        ...(document.degraded ? {} : surrogateKeyHeaders(document.surrogateKeys)),
      };
      return new Response(document.html, { status, headers });
    } catch (error) {
      console.error('[shell server] page render failed; sending the start-up page', error);
      return failedRenderResponse(error, startUpPage);
    }
  }

  return {
    startUpPage,
    /** Crawl files and feeds by path, else the page. */
    answer(url, origin) {
      const crawl = { origin, siteName: config.siteName };
      if (url.pathname === '/robots.txt') return robotsTxt(crawl);
      if (url.pathname === '/sitemap.xml') return sitemapIndexXml(crawl);
      if (url.pathname === '/sitemaps/pages.xml') return pagesSitemapXml(crawl);
      if (url.pathname === '/sitemaps/news.xml') return newsSitemapXml(crawl);
      if (url.pathname === '/sitemaps/authors-topics.xml') return creditsSitemapXml(crawl);
      const monthSitemap = /^\/sitemaps\/stories-([\w-]+)\.xml$/.exec(url.pathname);
      if (monthSitemap) return monthSitemapXml(crawl, monthSitemap[1]);
      if (url.pathname === '/rss.xml') return latestRss(crawl);
      if (url.pathname === '/corrections/rss.xml') return correctionsRss(crawl);
      const categoryFeed = /^\/category\/([a-z0-9-]+)\/rss\.xml$/.exec(url.pathname);
      if (categoryFeed) return categoryRss(crawl, categoryFeed[1]);
      const creditFeed = /^\/(author|topic)\/([a-z0-9-]+)\/rss\.xml$/.exec(url.pathname);
      if (creditFeed) return creditRss(crawl, creditFeed[1] as 'author' | 'topic', creditFeed[2]);
      if (isLitePath(url.pathname)) return answerLite(url, origin, { ...deps, htmlHeaders: options.htmlHeaders });
      return page(url, origin);
    },
  };
}
