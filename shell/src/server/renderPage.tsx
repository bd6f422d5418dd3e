import { createHash } from 'node:crypto';
import {
  CLIENT_RENDER_DIGEST,
  ServerAreasContext,
  type PageHead,
  type PageServerContext,
  type RuntimeConfig,
} from '@newsroom/shared';
import type { ReactElement } from 'react';
import { breakingNewsQuery, DEFAULT_EDITION, SITE_TIME_ZONE } from '@newsroom/shared';
import { prefetchAdvertisements } from '@newsroom/shared/ad-prefetch';
import type { QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App.tsx';
import { dayInZone } from '../components/header/calendarDay.ts';
import { jsonForScript, RUNTIME_CONFIG_ELEMENT_ID, SERVER_STATE_ELEMENT_ID, type ServerState } from '../pagePayload.ts';
import { shellRoutes } from '../routes/router.tsx';
import { beforeDeadline, ClientRenderError } from './deadline.ts';
import { escapeHtml, renderHeadTags } from './documentHead.ts';
import type { PageTemplate } from './pageTemplate.ts';
import { pageSurrogateKeys } from './pageCache/surrogateKeys.ts';
import { preloadTags, type RemotePreloads } from './preloads.ts';
import { createRequestAreas, headOf } from './requestAreas.ts';
import { editionOfFrontUrl } from './readerEdition.ts';
import { releaseOfPageUrl, withoutRelease } from './pageRelease.ts';
import { matchShellRoute, SHELL_PAGE_TITLES } from './routeMatch.ts';
import { createServerQueryClient, dehydrateLoaded, dropFailedQueries } from './serverQueryClient.ts';
import type { ServerRemotes } from './serverRemotes.ts';

export interface PageRenderDeps {
  config: RuntimeConfig;
  template: PageTemplate;
  remotes: ServerRemotes;
  preloads: RemotePreloads;
  timeoutMs: number;
}

/** Public pages may be held by a CDN for a minute and served stale while it refreshes. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page rendered without some of its content (a remote or the backend failed): never cached. */
const DEGRADED_PAGE_CACHE = 'no-store';
/** Pages the browser renders for the reader's own session. */
const CLIENT_PAGE_CACHE = 'no-cache';

/** The chrome's data (ticker, header ad, footer partners), under the hooks' own queries: both ads in one request. */
function prefetchChrome(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(breakingNewsQuery()),
    prefetchAdvertisements(queryClient, ['header', 'footer']),
  ]);
}

function shellHead(pathname: string, siteName: string): PageHead {
  const title = SHELL_PAGE_TITLES[pathname];
  return title ? { title: `${title} | ${siteName}` } : { status: 404, title: `Page not found | ${siteName}` };
}

/** The release of a canaried team page's remote the server rendered (decision 215), for the browser to load. */
function renderedReleases(team: { remote: string } | undefined, url: URL): Pick<ServerState, 'releases'> {
  const release = releaseOfPageUrl(url);
  return team && release ? { releases: { [team.remote]: release } } : {};
}

const SITE_FEED = (siteName: string) => ({ title: `${siteName}: latest stories`, path: '/rss.xml' });

interface RenderedDocument {
  status: number;
  html: string;
  /** Identifies the page's content (markup and data, not render timestamps) for its ETag. */
  contentHash: string;
  degraded: boolean;
  /** What the page shows, for purges (pageCache/surrogateKeys.ts). */
  surrogateKeys: string[];
  /** Where the render's time went, for the Server-Timing header (decision 219). */
  timings: RenderTimings;
}

/**
 * Milliseconds: waiting for the page's data (the chrome's reads, the route's module and its reads),
 * then turning it into the document; of the latter, the time nested areas (mfe-live's panels, a
 * team's slot) were still loading their code or data while React rendered around them.
 */
export interface RenderTimings {
  dataMs: number;
  renderMs: number;
  areasMs: number;
}

function contentHash(parts: readonly string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}

/**
 * The start-up page of a client-rendered route: "Loading {siteName}" and the runtime config. A
 * secret link's page (a preview) also asks robots not to follow its links.
 */
export function clientOnlyDocument(
  deps: PageRenderDeps,
  loading: { html: string; styles: string },
  robots: 'noindex' | 'noindex, nofollow' = 'noindex',
): string {
  const { template, config } = deps;
  const head = [
    template.head,
    `<title>${escapeHtml(config.siteName)}</title>`,
    `<meta name="robots" content="${robots}">`,
    loading.styles,
  ].join('\n');
  return [
    head,
    template.bodyStart,
    loading.html,
    template.bodyEnd.replace(
      '</body>',
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForScript(config)}</script>\n</body>`,
    ),
  ].join('');
}

/**
 * React's streaming render, read out once every boundary is done (or the time box aborted the rest,
 * which then renders in the browser). Written out only then, the completed boundaries are inline:
 * the page needs no inline script (the CSP allows none), and crawlers get the whole page.
 */
function renderToHtml(element: ReactElement, signal: AbortSignal, onAreaError: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large finished boundary into a hidden segment revealed by a script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        onAreaError();
        if (!(error instanceof ClientRenderError)) console.error('[shell server] an area failed to render', error);
        return CLIENT_RENDER_DIGEST;
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/**
 * Renders one public page: the route's remote module and data first (time-boxed; they decide the
 * status and the head), then the whole page with React's streaming renderer. The document is sent
 * once every area is done or the time box is over: whatever is missing then (a slow remote, a
 * slow backend) is left for the browser to render, and the page is not cached.
 */
export async function renderDocument(url: URL, origin: string, deps: PageRenderDeps): Promise<RenderedDocument> {
  const started = Date.now();
  const clockStart = performance.now();
  const renderedDay = dayInZone(new Date(started), SITE_TIME_ZONE);
  const dataDeadline = started + Math.round(deps.timeoutMs * 0.6);
  const renderDeadline = started + deps.timeoutMs;
  const { siteName } = deps.config;
  // Where the reader is, as the browser's router will see it: the release is the server's own.
  const readerUrl = withoutRelease(url);
  const matched = matchShellRoute(
    url.pathname,
    deps.config.registry,
    (container) => deps.remotes.rendersOnServer(container),
    releaseOfPageUrl(url),
  );
  let degraded = false;
  const markDegraded = () => {
    degraded = true;
  };
  const queryClient = createServerQueryClient(markDegraded);
  const context: Omit<PageServerContext, 'props'> = {
    queryClient,
    params: matched.params,
    origin,
    path: url.pathname,
    searchParams: readerUrl.searchParams,
    siteName,
  };
  const areas = createRequestAreas({
    remotes: deps.remotes,
    context,
    dataDeadline,
    renderDeadline,
    onDataMissing: markDegraded,
  });
  // Data still on its way at the data deadline is dropped: those areas render their loading state.
  const cancelLateData = setTimeout(() => {
    if (queryClient.isFetching() === 0) return;
    markDegraded();
    void queryClient.cancelQueries({ fetchStatus: 'fetching' }, { revert: true });
  }, dataDeadline - started);
  try {
    const route = matched.route;
    // `/` shows the edition resolved for this request (createRenderer), as /{edition} does.
    const readerEdition = route?.readerEdition ? (editionOfFrontUrl(url) ?? DEFAULT_EDITION) : null;
    // A plain copy: contract props are interfaces, the server modules take any props object.
    const routeProps: Readonly<Record<string, unknown>> = {
      ...route?.props,
      ...(readerEdition ? { edition: readerEdition } : {}),
    };
    // The page's area: one of the four's routes, or a team's registered page (decision 214).
    const area = route ? { remote: route.remote as string, module: route.module } : (matched.team ?? null);
    const chrome = beforeDeadline(prefetchChrome(queryClient), dataDeadline, 'chrome data').catch(markDegraded);
    const page = area ? areas.prepare(area.remote, area.module, routeProps).catch(markDegraded) : null;
    const preloads = deps.preloads.urlsFor(area ? [area] : []);
    await Promise.all([chrome, page]);
    const dataReadyAt = performance.now();
    const dataMs = dataReadyAt - clockStart;
    dropFailedQueries(queryClient);

    const pageContext = { ...context, props: routeProps };
    const head: PageHead = area
      ? (headOf(areas.exportsOf(area.remote, area.module), pageContext) ?? { title: siteName })
      : shellHead(url.pathname, siteName);
    const headTags = renderHeadTags({
      head: { ...head, feeds: [SITE_FEED(siteName), ...(head.feeds ?? [])] },
      origin,
      path: url.pathname,
      siteName,
    });

    const handler = createStaticHandler(shellRoutes());
    const routerContext = await handler.query(new Request(readerUrl.href));
    if (routerContext instanceof Response) throw new Error('the shell routes have no loaders or redirects');
    const router = createStaticRouter(handler.dataRoutes, routerContext);

    const sheet = new ServerStyleSheet();
    const abort = new AbortController();
    const stopAtDeadline = setTimeout(
      () => abort.abort(new ClientRenderError('render time box over')),
      Math.max(0, renderDeadline - Date.now()),
    );
    try {
      const body = await renderToHtml(
        sheet.collectStyles(
          <ServerAreasContext.Provider value={areas}>
            <App
              queryClient={queryClient}
              router={<StaticRouterProvider router={router} context={routerContext} hydrate={false} />}
              waitForSession={false}
              renderedAt={started}
              renderedDay={renderedDay}
              readerEdition={readerEdition}
            />
          </ServerAreasContext.Provider>,
        ),
        abort.signal,
        markDegraded,
      );
      const styles = sheet.getStyleTags();
      const queries = dehydrateLoaded(queryClient);
      const state: ServerState = {
        queries,
        renderedAt: started,
        renderedDay,
        ...(readerEdition ? { readerEdition } : {}),
        ...renderedReleases(matched.team, url),
      };
      const preloadHtml = preloadTags(await preloads);
      // Nothing between the root element and the page: a stray text node would not hydrate.
      const html = [
        [deps.template.head, headTags, preloadHtml, styles].join('\n'),
        deps.template.bodyStart,
        body,
        deps.template.bodyEnd.replace(
          '</body>',
          `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForScript(deps.config)}</script>\n` +
            `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(state)}</script>\n</body>`,
        ),
      ].join('');
      const data = queries.queries.map((query) => [query.queryHash, query.state.data]);
      return {
        status: head.status ?? 200,
        html,
        contentHash: contentHash([headTags, preloadHtml, styles, body, JSON.stringify(data)]),
        degraded,
        surrogateKeys: pageSurrogateKeys(queries),
        timings: { dataMs, renderMs: performance.now() - dataReadyAt, areasMs: areas.waitedSince(dataReadyAt) },
      };
    } finally {
      clearTimeout(stopAtDeadline);
      sheet.seal();
    }
  } finally {
    clearTimeout(cancelLateData);
  }
}

export function cacheControlFor(document: Pick<RenderedDocument, 'degraded'>): string {
  return document.degraded ? DEGRADED_PAGE_CACHE : PUBLIC_PAGE_CACHE;
}

export { CLIENT_PAGE_CACHE, matchShellRoute };
