import {
  advertisementsQuery,
  categoryPageQuery,
  correctionsPageQuery,
  creditPageQuery,
  type CreditKind,
  DEFAULT_EDITION,
  frontQuery,
  isEdition,
  loadedPosts,
  latestStoriesQuery,
  liveHighlightsQuery,
  livePostsQuery,
  parsePageParam,
  photoEssaysQuery,
  relatedStoriesQuery,
  searchQuery,
  storyCardsQuery,
  storyQuery,
  type Author,
  type PageHead,
  type PageServerContext,
  type PageServerData,
} from '@newsroom/shared';
import { prefetchAdvertisements } from '@newsroom/shared/ad-prefetch';
import { SITEMAP_ESSAY_LIMIT, SITEMAP_STORY_LIMIT } from '@newsroom/shared/sitemap';
import { relatedStoryIds, type DocumentNode } from '@newsroom/shared/document';
import { creditProfileQuery } from '../features/credits/creditProfile.ts';
import { HOME_ESSAY_LIMIT } from '../features/home/PhotoEssaysSection.tsx';
import { readSearchUrl } from '../features/search/searchParams.ts';
import { liveBlogHead } from '../features/story/liveBlog/liveBlogHead.ts';
import {
  authorHead,
  categoryHead,
  correctionsHead,
  homeHead,
  notFoundHead,
  searchHead,
  staticHead,
  storyHead,
  topicHead,
} from './heads.ts';

/**
 * A front (and `/`): the edition's front, photo essays and the sidebar's ads, under the hooks' own
 * queries; the three ad positions in one request.
 */
export const homeServerData: PageServerData = {
  prefetch: ({ queryClient, props }) =>
    Promise.all([
      queryClient.prefetchQuery(frontQuery(isEdition(props.edition) ? props.edition : DEFAULT_EDITION)),
      queryClient.prefetchQuery(photoEssaysQuery(HOME_ESSAY_LIMIT)),
      prefetchAdvertisements(queryClient, ['top-sidebar', 'bottom-sidebar', 'sidebar']),
    ]),
  head: homeHead,
};

const storyId = (context: PageServerContext) => context.params.id ?? '';

/** The stories a story's document names in related-story cards (none without a document). */
function documentStoryIds(body: unknown): string[] {
  const document = body as DocumentNode | undefined;
  return document?.type === 'doc' ? relatedStoryIds(document) : [];
}

/**
 * A story: its row by address (slug or id, decision 206), then its related stories and the cards its document names. 404 when no published story has the address; when
 * the story did not load in time the browser decides, so the status stays 200 (that page is not
 * cached).
 */
export const storyServerData: PageServerData = {
  prefetch: async ({ queryClient, ...context }) => {
    const id = storyId({ queryClient, ...context });
    const ad = queryClient.prefetchQuery(advertisementsQuery('in-content'));
    // Not a UUID: a slug, which story_address resolves (a parameter, never part of a filter).
    const story = await queryClient.fetchQuery(storyQuery(id));
    return Promise.all([
      ad,
      story ? queryClient.prefetchQuery(relatedStoriesQuery(story)) : null,
      story && documentStoryIds(story.body).length > 0
        ? queryClient.prefetchQuery(storyCardsQuery(documentStoryIds(story.body)))
        : null,
      // A live blog is rendered with its first page of posts, its pinned post and key events.
      story?.liveState ? queryClient.prefetchInfiniteQuery(livePostsQuery(story.id)) : null,
      story?.liveState ? queryClient.prefetchQuery(liveHighlightsQuery(story.id)) : null,
    ]);
  },
  head: (context): PageHead => {
    const id = storyId(context);
    if (!id) return notFoundHead(context);
    const story = context.queryClient.getQueryData(storyQuery(id).queryKey);
    if (story === undefined) return { title: context.siteName };
    if (!story) return notFoundHead(context);
    if (!story.liveState) return storyHead(story, context);
    const posts = context.queryClient.getQueryData(livePostsQuery(story.id).queryKey);
    const pinned = context.queryClient.getQueryData(liveHighlightsQuery(story.id).queryKey)?.pinned;
    return liveBlogHead(
      storyHead(story, context),
      story,
      [...(pinned ? [pinned] : []), ...loadedPosts(posts)],
      context,
    );
  },
};

const categorySlug = (context: PageServerContext) => context.params.slug ?? '';

/** A category page (?page=N): 404 when the page has no stories or N is not a page number. */
export const categoryServerData: PageServerData = {
  prefetch: async (context) => {
    const page = parsePageParam(context.searchParams.get('page'));
    if (page !== null) await context.queryClient.prefetchQuery(categoryPageQuery(categorySlug(context), page));
  },
  head: (context): PageHead => {
    const slug = categorySlug(context);
    const page = parsePageParam(context.searchParams.get('page'));
    if (page === null) return notFoundHead(context);
    const loaded = context.queryClient.getQueryData(categoryPageQuery(slug, page).queryKey);
    if (loaded && loaded.stories.length === 0) return notFoundHead(context);
    return categoryHead(slug, page, loaded?.hasNextPage ?? false, context);
  },
};

const creditSlug = (context: PageServerContext) => context.params.slug ?? '';

/**
 * An author's or topic's page (?page=N): 404 for an unknown slug, a page past the last (a topic
 * without published stories has no page) and a page number that is not one.
 */
function creditServerData(kind: CreditKind): PageServerData {
  return {
    prefetch: async (context) => {
      const page = parsePageParam(context.searchParams.get('page'));
      if (page === null) return;
      const slug = creditSlug(context);
      await Promise.all([
        context.queryClient.prefetchQuery(creditPageQuery(kind, slug, page)),
        context.queryClient.prefetchQuery(creditProfileQuery(kind, slug)),
      ]);
    },
    head: (context): PageHead => {
      const page = parsePageParam(context.searchParams.get('page'));
      if (page === null) return notFoundHead(context);
      const loaded = context.queryClient.getQueryData(creditPageQuery(kind, creditSlug(context), page).queryKey);
      if (loaded === undefined) return { title: context.siteName };
      const emptyPage = loaded.stories.length === 0 && (kind === 'topic' || page > 1);
      if (!loaded.subject || emptyPage) return notFoundHead(context);
      return kind === 'author'
        ? authorHead(loaded.subject as Author, loaded.stories, page, loaded.hasNextPage, context)
        : topicHead(loaded.subject, page, loaded.hasNextPage, context);
    },
  };
}

export const authorServerData = creditServerData('author');
export const topicServerData = creditServerData('topic');

/** /corrections?page=N: 404 for a page number that is not one, or a later page without notes. */
export const correctionsServerData: PageServerData = {
  prefetch: async (context) => {
    const page = parsePageParam(context.searchParams.get('page'));
    if (page !== null) await context.queryClient.prefetchQuery(correctionsPageQuery(page));
  },
  head: (context): PageHead => {
    const page = parsePageParam(context.searchParams.get('page'));
    if (page === null) return notFoundHead(context);
    const loaded = context.queryClient.getQueryData(correctionsPageQuery(page).queryKey);
    if (loaded && loaded.notes.length === 0 && page > 1) return notFoundHead(context);
    return correctionsHead(page, loaded?.hasNextPage ?? false, context);
  },
};

/** /search?q=: the first page of results is rendered on the server too. */
export const searchServerData: PageServerData = {
  prefetch: async ({ queryClient, searchParams }) => {
    const search = readSearchUrl(searchParams);
    if (search.kind === 'search') await queryClient.prefetchQuery(searchQuery(search.params));
  },
  head: (context): PageHead => {
    const search = readSearchUrl(context.searchParams);
    if (search.kind === 'invalid') return notFoundHead(context);
    if (search.kind === 'empty') return searchHead(null, context);
    const results = context.queryClient.getQueryData(searchQuery(search.params).queryKey);
    if (results && results.hits.length === 0 && search.params.page > 1) return notFoundHead(context);
    return searchHead(search.params, context);
  },
};

/** The sitemap page shows the XML built from the newest stories and essays. */
export const sitemapServerData: PageServerData = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(latestStoriesQuery(SITEMAP_STORY_LIMIT)),
      queryClient.prefetchQuery(photoEssaysQuery(SITEMAP_ESSAY_LIMIT)),
    ]),
  head: (context) => staticHead('Sitemap', `Every page and story of ${context.siteName}.`, context),
};

/** A page without data: only its head. */
export function staticServerData(title: string, description: (siteName: string) => string): PageServerData {
  return { head: (context) => staticHead(title, description(context.siteName), context) };
}
