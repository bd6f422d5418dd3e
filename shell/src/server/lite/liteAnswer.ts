import { createHash } from 'node:crypto';
import { homeStoriesQuery, storyCardsQuery, storyQuery, type RuntimeConfig, type Story } from '@newsroom/shared';
import { relatedStoryCards, relatedStoryIds, type DocumentNode, type ImagePlatform } from '@newsroom/shared/document';
import type { QueryClient } from '@tanstack/react-query';
import { beforeDeadline } from '../deadline.ts';
import { pageSurrogateKeys, SITE_KEY, surrogateKeyHeaders } from '../pageCache/surrogateKeys.ts';
import { PUBLIC_PAGE_CACHE } from '../renderPage.tsx';
import { createRequestAreas, headOf } from '../requestAreas.ts';
import { createServerQueryClient, dehydrateLoaded } from '../serverQueryClient.ts';
import type { ServerRemotes } from '../serverRemotes.ts';
import { liteFrontHtml, liteNotFoundHtml, liteStoryHtml, liteUnavailableHtml } from './litePages.tsx';
import { fullStoryPath, liteRoute } from './liteRoutes.ts';
import { LITE_CONTENT_SECURITY_POLICY } from './liteStyle.ts';

export interface LiteDeps {
  config: RuntimeConfig;
  remotes: ServerRemotes;
  timeoutMs: number;
  /** The site's security headers; the lite pages replace its CSP with their own. */
  htmlHeaders?: Readonly<Record<string, string>>;
}

interface LitePageResult {
  status: number;
  html: string;
  /** Null: not cached (the data did not come in time). */
  keys: string[] | null;
}

const HTML = 'text/html; charset=utf-8';

function platformOf(config: RuntimeConfig): ImagePlatform {
  return { supabaseUrl: config.supabaseUrl, transformations: config.imageTransformations === true };
}

const keysOf = (queryClient: QueryClient) => pageSurrogateKeys(dehydrateLoaded(queryClient));

/** The story through the reader's own StoryPage module (its data and head: the same JSON-LD as the full page). */
async function storyPage(id: string, origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const started = Date.now();
  let degraded = false;
  const markDegraded = () => {
    degraded = true;
  };
  const queryClient = createServerQueryClient(markDegraded);
  const context = {
    queryClient,
    params: { id },
    origin,
    path: fullStoryPath(id),
    searchParams: new URLSearchParams(),
    siteName: deps.config.siteName,
  };
  const dataDeadline = started + Math.round(deps.timeoutMs * 0.6);
  const areas = createRequestAreas({
    remotes: deps.remotes,
    context,
    dataDeadline,
    renderDeadline: started + deps.timeoutMs,
    onDataMissing: markDegraded,
  });
  await areas.prepare('reader', 'StoryPage', {}).catch(markDegraded);
  // The reader's server container down: the story alone, without its module's head.
  let story = queryClient.getQueryData<Story | null>(storyQuery(id).queryKey);
  if (story === undefined) {
    story = await beforeDeadline(queryClient.fetchQuery(storyQuery(id)), dataDeadline, 'lite story').catch(
      () => undefined,
    );
  }
  const site = { origin, siteName: deps.config.siteName };
  const path = `/lite${fullStoryPath(id)}`;
  if (story === undefined) return { status: 503, html: liteUnavailableHtml(site, path, fullStoryPath(id)), keys: null };
  if (story === null) return { status: 404, html: liteNotFoundHtml(site, path), keys: keysOf(queryClient) };
  const named =
    story.body && (story.body as DocumentNode).type === 'doc' ? relatedStoryIds(story.body as DocumentNode) : [];
  const cards = named.length > 0 ? queryClient.getQueryData<Story[]>(storyCardsQuery(named).queryKey) : [];
  const head = headOf(areas.exportsOf('reader', 'StoryPage'), { ...context, props: {} }) ?? null;
  const html = liteStoryHtml({
    ...site,
    story,
    head,
    platform: platformOf(deps.config),
    relatedStories: relatedStoryCards(cards ?? []),
  });
  return { status: 200, html, keys: degraded ? null : keysOf(queryClient) };
}

async function frontPage(origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const queryClient = createServerQueryClient(() => undefined);
  const deadline = Date.now() + deps.timeoutMs;
  const site = { origin, siteName: deps.config.siteName };
  const stories = await beforeDeadline(queryClient.fetchQuery(homeStoriesQuery()), deadline, 'lite front').catch(
    () => undefined,
  );
  if (!stories) return { status: 503, html: liteUnavailableHtml(site, '/lite', '/'), keys: null };
  return { status: 200, html: liteFrontHtml({ ...site, stories }), keys: keysOf(queryClient) };
}

function litePage(url: URL, origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const route = liteRoute(url.pathname);
  if (route.page === 'front') return frontPage(origin, deps);
  if (route.page === 'story') return storyPage(route.id, origin, deps);
  const site = { origin, siteName: deps.config.siteName };
  return Promise.resolve({ status: 404, html: liteNotFoundHtml(site, url.pathname), keys: [SITE_KEY] });
}

/**
 * A lite page (docs/product/lite-edition.md): cached like the full pages (the same Cache-Control
 * and surrogate keys, so a story's change purges its lite page too), with a CSP that runs no script.
 */
export async function answerLite(url: URL, origin: string, deps: LiteDeps): Promise<Response> {
  const page = await litePage(url, origin, deps);
  const headers: Record<string, string> = {
    ...deps.htmlHeaders,
    'Content-Security-Policy': LITE_CONTENT_SECURITY_POLICY,
    'Content-Type': HTML,
    'Cache-Control': page.keys ? PUBLIC_PAGE_CACHE : 'no-store',
    ETag: `W/"${createHash('sha1').update(page.html).digest('base64url')}"`,
    ...(page.keys ? surrogateKeyHeaders(page.keys) : {}),
  };
  if (page.status === 503) headers['Retry-After'] = '5';
  return new Response(page.html, { status: page.status, headers });
}
