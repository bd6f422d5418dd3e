import { createHash } from 'node:crypto';
import {
  categoryHeading,
  categoryPageQuery,
  correctionsPageQuery,
  creditPageQuery,
  homeStoriesQuery,
  liveHighlightsQuery,
  livePostsQuery,
  parsePageParam,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_CHARS,
  searchQuery,
  storyCardsQuery,
  storyQuery,
  type CategoryPage,
  type CorrectionsPage,
  type CreditPage,
  type LiveHighlights,
  type LivePostsPage,
  type PageHead,
  type RuntimeConfig,
  type Story,
} from '@newsroom/shared';
import { relatedStoryCards, relatedStoryIds, type DocumentNode, type ImagePlatform } from '@newsroom/shared/document';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { beforeDeadline } from '../deadline.ts';
import { pageSurrogateKeys, SITE_KEY, surrogateKeyHeaders } from '../pageCache/surrogateKeys.ts';
import { PUBLIC_PAGE_CACHE } from '../renderPage.tsx';
import { notFoundStatus } from '../goneStory.ts';
import { movedTopicLocation, permanentRedirect } from '../topicRedirect.ts';
import { createRequestAreas, headOf } from '../requestAreas.ts';
import { createServerQueryClient, dehydrateLoaded } from '../serverQueryClient.ts';
import type { ServerRemotes } from '../serverRemotes.ts';
import {
  liteCategoryHtml,
  liteCorrectionsHtml,
  liteFrontHtml,
  liteNewsletterHtml,
  liteNotFoundHtml,
  liteSearchHtml,
  liteStoryHtml,
  liteUnavailableHtml,
} from './litePages.tsx';
import type { LiteLiveBlog } from './LiteLivePosts.tsx';
import { liteNewsletterAnswer } from './liteNewsletterResult.ts';
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

/** A reader page module prepared for one request: its data in the query cache, and its head. */
interface PreparedReaderPage {
  queryClient: QueryClient;
  head: PageHead | null;
  degraded: boolean;
  dataDeadline: number;
}

/**
 * Prepares the reader remote's own page module (its `prefetch`, then its `head`), as a full render
 * does: the lite page shows the same data under the same head (title, canonical URL, JSON-LD).
 */
async function prepareReaderPage(
  module: string,
  request: { params: Record<string, string>; path: string; searchParams: URLSearchParams },
  origin: string,
  deps: LiteDeps,
): Promise<PreparedReaderPage> {
  const started = Date.now();
  const prepared = { degraded: false, dataDeadline: started + Math.round(deps.timeoutMs * 0.6) };
  const markDegraded = () => {
    prepared.degraded = true;
  };
  const queryClient = createServerQueryClient(markDegraded);
  const context = { queryClient, origin, siteName: deps.config.siteName, ...request };
  const areas = createRequestAreas({
    remotes: deps.remotes,
    context,
    dataDeadline: prepared.dataDeadline,
    renderDeadline: started + deps.timeoutMs,
    onDataMissing: markDegraded,
  });
  await areas.prepare('reader', module, {}).catch(markDegraded);
  const head = headOf(areas.exportsOf('reader', module), { ...context, props: {} }) ?? null;
  return { ...prepared, queryClient, head };
}

/** A live blog's posts as the StoryPage module loaded them (its first page and its pinned post). */
export function liveBlogOf(queryClient: QueryClient, story: Story): LiteLiveBlog | null {
  if (!story.liveState) return null;
  const posts = queryClient.getQueryData<InfiniteData<LivePostsPage>>(livePostsQuery(story.id).queryKey);
  const highlights = queryClient.getQueryData<LiveHighlights>(liveHighlightsQuery(story.id).queryKey);
  const first = posts?.pages[0];
  if (!first) return null;
  return { pinned: highlights?.pinned ?? null, posts: first.posts, hasOlder: first.next !== null };
}

/** The story through the reader's own StoryPage module (the same JSON-LD as the full page). */
async function storyPage(id: string, origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const request = { params: { id }, path: fullStoryPath(id), searchParams: new URLSearchParams() };
  const { queryClient, head, degraded, dataDeadline } = await prepareReaderPage('StoryPage', request, origin, deps);
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
  const body = story.body as DocumentNode | undefined;
  const named = body?.type === 'doc' ? relatedStoryIds(body) : [];
  const cards = named.length > 0 ? queryClient.getQueryData<Story[]>(storyCardsQuery(named).queryKey) : [];
  const html = liteStoryHtml({
    ...site,
    story,
    head,
    platform: platformOf(deps.config),
    relatedStories: relatedStoryCards(cards ?? []),
    liveBlog: liveBlogOf(queryClient, story),
  });
  return { status: 200, html, keys: degraded || !head ? null : keysOf(queryClient) };
}

/** A category through the reader's CategoryPage module: its page of stories and its head (404 included). */
async function categoryPage(slug: string, url: URL, origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const site = { origin, siteName: deps.config.siteName };
  const page = parsePageParam(url.searchParams.get('page'));
  if (page === null) return { status: 404, html: liteNotFoundHtml(site, url.pathname), keys: [SITE_KEY] };
  const searchParams = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  const request = { params: { slug }, path: `/category/${slug}`, searchParams };
  const { queryClient, head, degraded } = await prepareReaderPage('CategoryPage', request, origin, deps);
  const loaded = queryClient.getQueryData<CategoryPage>(categoryPageQuery(slug, page).queryKey);
  if (!head || !loaded) return { status: 503, html: liteUnavailableHtml(site, url.pathname, request.path), keys: null };
  if (head.status === 404)
    return { status: 404, html: liteNotFoundHtml(site, url.pathname), keys: keysOf(queryClient) };
  const html = liteCategoryHtml({
    ...site,
    head,
    heading: categoryHeading(slug),
    basePath: `/lite/category/${slug}`,
    page,
    stories: loaded.stories,
    hasNextPage: loaded.hasNextPage,
  });
  return { status: 200, html, keys: degraded ? null : keysOf(queryClient) };
}

/** An author's or a topic's stories through the reader's AuthorPage or TopicPage module (its data, head and 404s). */
async function creditPage(
  kind: 'author' | 'topic',
  slug: string,
  url: URL,
  origin: string,
  deps: LiteDeps,
): Promise<LitePageResult> {
  const site = { origin, siteName: deps.config.siteName };
  const page = parsePageParam(url.searchParams.get('page'));
  if (page === null) return { status: 404, html: liteNotFoundHtml(site, url.pathname), keys: [SITE_KEY] };
  const searchParams = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  const request = { params: { slug }, path: `/${kind}/${slug}`, searchParams };
  const module = kind === 'author' ? 'AuthorPage' : 'TopicPage';
  const { queryClient, head, degraded } = await prepareReaderPage(module, request, origin, deps);
  const loaded = queryClient.getQueryData<CreditPage>(creditPageQuery(kind, slug, page).queryKey);
  if (!head || !loaded) return { status: 503, html: liteUnavailableHtml(site, url.pathname, request.path), keys: null };
  if (head.status === 404 || !loaded.subject) {
    return { status: 404, html: liteNotFoundHtml(site, url.pathname), keys: keysOf(queryClient) };
  }
  // The reader's intro query (mfe-reader/src/features/credits/creditProfile.ts): an author's long
  // bio and e-mail for readers, a topic's description, as the full page shows them.
  const profile = queryClient.getQueryData<{ text?: string; email?: string }>([
    'stories',
    'credit-profile',
    kind,
    slug,
  ]);
  const bio = kind === 'author' ? (loaded.subject as { bio?: string }).bio : undefined;
  const html = liteCategoryHtml({
    ...site,
    head,
    heading: loaded.subject.name,
    basePath: `/lite/${kind}/${slug}`,
    intro: bio || undefined,
    about: profile?.text || undefined,
    email: profile?.email || undefined,
    page,
    stories: loaded.stories,
    hasNextPage: loaded.hasNextPage,
  });
  return { status: 200, html, keys: degraded ? null : keysOf(queryClient) };
}

/** /lite/corrections through the reader's CorrectionsPage module (its data, head and 404s). */
async function correctionsPage(url: URL, origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const site = { origin, siteName: deps.config.siteName };
  const page = parsePageParam(url.searchParams.get('page'));
  if (page === null)
    return { status: 404, html: liteNotFoundHtml(site, url.pathname, '/corrections'), keys: [SITE_KEY] };
  const searchParams = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  const request = { params: {}, path: '/corrections', searchParams };
  const { queryClient, head, degraded } = await prepareReaderPage('CorrectionsPage', request, origin, deps);
  const loaded = queryClient.getQueryData<CorrectionsPage>(correctionsPageQuery(page).queryKey);
  if (!head || !loaded) return { status: 503, html: liteUnavailableHtml(site, url.pathname, request.path), keys: null };
  if (head.status === 404)
    return { status: 404, html: liteNotFoundHtml(site, url.pathname), keys: keysOf(queryClient) };
  const html = liteCorrectionsHtml({ ...site, head, page, notes: loaded.notes, hasNextPage: loaded.hasNextPage });
  return { status: 200, html, keys: degraded ? null : keysOf(queryClient) };
}

/** /lite/search: the words (cut as the full search cuts them) and a page number; results from search_content. */
async function searchPage(url: URL, origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const site = { origin, siteName: deps.config.siteName };
  const page = parsePageParam(url.searchParams.get('page'));
  if (page === null || page > SEARCH_MAX_PAGE) {
    return { status: 404, html: liteNotFoundHtml(site, url.pathname, '/search'), keys: [SITE_KEY] };
  }
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_CHARS);
  const search = { q, page, total: 0, pageSize: SEARCH_PAGE_SIZE };
  if (!q) return { status: 200, html: liteSearchHtml({ ...site, ...search, hits: null }), keys: [SITE_KEY] };
  const queryClient = createServerQueryClient(() => undefined);
  const params = { q, category: '', from: '', to: '', page };
  const deadline = Date.now() + deps.timeoutMs;
  const results = await beforeDeadline(queryClient.fetchQuery(searchQuery(params)), deadline, 'lite search').catch(
    () => undefined,
  );
  if (!results) return { status: 503, html: liteUnavailableHtml(site, url.pathname, '/search'), keys: null };
  // A page past the last result is not found, as on the full search (not a cacheable empty page).
  if (results.hits.length === 0 && page > 1) {
    return { status: 404, html: liteNotFoundHtml(site, url.pathname, '/search'), keys: keysOf(queryClient) };
  }
  const html = liteSearchHtml({ ...site, ...search, hits: results.hits, total: results.total });
  return { status: 200, html, keys: keysOf(queryClient) };
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

/**
 * /lite/newsletter: the bare form alone is public; what a sign-up came to is one reader's, never
 * stored. A query with a result or an address is never stored either, even an unknown one: each
 * crafted ?email= would otherwise be a new shared cache entry (decision 179, review fixes).
 */
function newsletterPage(url: URL, origin: string, deps: LiteDeps): LitePageResult {
  const answer = liteNewsletterAnswer(url.searchParams);
  const html = liteNewsletterHtml({ origin, siteName: deps.config.siteName, ...answer });
  const asked = url.searchParams.has('result') || url.searchParams.has('email');
  return { status: 200, html, keys: asked ? null : [SITE_KEY] };
}

function litePage(url: URL, origin: string, deps: LiteDeps): Promise<LitePageResult> {
  const route = liteRoute(url.pathname);
  if (route.page === 'front') return frontPage(origin, deps);
  if (route.page === 'story') return storyPage(route.id, origin, deps);
  if (route.page === 'category') return categoryPage(route.slug, url, origin, deps);
  if (route.page === 'author' || route.page === 'topic') return creditPage(route.page, route.slug, url, origin, deps);
  if (route.page === 'search') return searchPage(url, origin, deps);
  if (route.page === 'corrections') return correctionsPage(url, origin, deps);
  if (route.page === 'newsletter') return Promise.resolve(newsletterPage(url, origin, deps));
  const site = { origin, siteName: deps.config.siteName };
  return Promise.resolve({ status: 404, html: liteNotFoundHtml(site, url.pathname), keys: [SITE_KEY] });
}

/**
 * A lite page (docs/product/lite-edition.md): cached like the full pages (the same Cache-Control
 * and surrogate keys, so a story's change purges its lite page too), with a CSP that runs no script.
 */
export async function answerLite(url: URL, origin: string, deps: LiteDeps): Promise<Response> {
  const page = await litePage(url, origin, deps);
  const moved = page.status === 404 ? await movedTopicLocation(url) : null;
  if (moved) return permanentRedirect(moved, deps.htmlHeaders);
  // A story in the trash is gone, not unknown (decision 195).
  const status = page.status === 404 ? await notFoundStatus(url) : page.status;
  const headers: Record<string, string> = {
    ...deps.htmlHeaders,
    'Content-Security-Policy': LITE_CONTENT_SECURITY_POLICY,
    'Content-Type': HTML,
    'Cache-Control': page.keys ? PUBLIC_PAGE_CACHE : 'no-store',
    ETag: `W/"${createHash('sha1').update(page.html).digest('base64url')}"`,
    ...(page.keys ? surrogateKeyHeaders(page.keys) : {}),
  };
  if (page.status === 503) headers['Retry-After'] = '5';
  return new Response(page.html, { status, headers });
}
