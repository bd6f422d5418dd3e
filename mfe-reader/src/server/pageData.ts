import {
  advertisementsQuery,
  photoEssaysQuery,
  storiesInCategory,
  storiesQuery,
  type PageHead,
  type PageServerContext,
  type PageServerData,
  type Story,
} from '@newsroom/shared';
import { categoryHead, homeHead, notFoundHead, staticHead, storyHead } from './heads.ts';

/** The stories the server loaded, or undefined when they did not arrive in time. */
function loadedStories({ queryClient }: PageServerContext): Story[] | undefined {
  return queryClient.getQueryData(storiesQuery().queryKey);
}

const prefetchStories = ({ queryClient }: PageServerContext) => queryClient.prefetchQuery(storiesQuery());

/** Home: stories, photo essays and the sidebar's ads, through the hooks' own queries. */
export const homeServerData: PageServerData = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(storiesQuery()),
      queryClient.prefetchQuery(photoEssaysQuery()),
      ...(['top-sidebar', 'bottom-sidebar', 'sidebar'] as const).map((position) =>
        queryClient.prefetchQuery(advertisementsQuery(position)),
      ),
    ]),
  head: homeHead,
};

/**
 * A story: 404 when the stories loaded and none has the id. When they did not load in time the
 * browser decides, so the status stays 200 (that page is not cached).
 */
export const storyServerData: PageServerData = {
  prefetch: (context) =>
    Promise.all([prefetchStories(context), context.queryClient.prefetchQuery(advertisementsQuery('in-content'))]),
  head: (context): PageHead => {
    const stories = loadedStories(context);
    if (!stories) return { title: context.siteName };
    const story = stories.find((candidate) => candidate.id === context.params.id);
    return story ? storyHead(story, context) : notFoundHead(context);
  },
};

/** A category: 404 when it has no stories (the page shows the 404 page then). */
export const categoryServerData: PageServerData = {
  prefetch: prefetchStories,
  head: (context): PageHead => {
    const slug = context.params.slug ?? '';
    const stories = loadedStories(context);
    if (stories && storiesInCategory(stories, slug).length === 0) return notFoundHead(context);
    return categoryHead(slug, context);
  },
};

/** The sitemap page shows the XML built from stories and essays. */
export const sitemapServerData: PageServerData = {
  prefetch: ({ queryClient }) =>
    Promise.all([queryClient.prefetchQuery(storiesQuery()), queryClient.prefetchQuery(photoEssaysQuery())]),
  head: (context) => staticHead('Sitemap', `Every page and story of ${context.siteName}.`, context),
};

/** A page without data: only its head. */
export function staticServerData(title: string, description: (siteName: string) => string): PageServerData {
  return { head: (context) => staticHead(title, description(context.siteName), context) };
}
