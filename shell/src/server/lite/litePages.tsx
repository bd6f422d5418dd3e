import { selectHomeStories, storyPath, type PageHead, type Story } from '@newsroom/shared';
import type { ImagePlatform, RelatedStoryCard } from '@newsroom/shared/document';
import { renderHeadTags } from '../documentHead.ts';
import { LiteCategory, type LiteCategoryProps } from './LiteCategory.tsx';
import { LiteCorrections, type LiteCorrectionsProps } from './LiteCorrections.tsx';
import { LiteFront } from './LiteFront.tsx';
import { LiteNewsletter } from './LiteNewsletter.tsx';
import type { LiteNewsletterAnswer } from './liteNewsletterResult.ts';
import { liteHtml } from './liteHtml.tsx';
import { LitePage } from './LitePage.tsx';
import { LiteSearch, type LiteSearchProps } from './LiteSearch.tsx';
import { type LiteLiveBlog } from './LiteLivePosts.tsx';
import { LiteStory } from './LiteStory.tsx';
import { LITE_NEWSLETTER_PATH, LITE_PREFIX, liteSearchPath } from './liteRoutes.ts';

interface LiteSite {
  origin: string;
  siteName: string;
}

const FULL_SITE = (path: string) => [{ title: 'Full site', path }];

/** The head of a lite page: the full page's (same title, description, JSON-LD), canonical to the full page. */
function liteHeadTags(head: PageHead, fullPath: string, path: string, site: LiteSite): string {
  const { feeds: _feeds, pagination: _pagination, ...rest } = head;
  return renderHeadTags({
    head: { ...rest, canonicalPath: fullPath, alternates: FULL_SITE(fullPath) },
    origin: site.origin,
    path,
    siteName: site.siteName,
  });
}

export interface LiteStoryInput extends LiteSite {
  story: Story;
  /** The full story page's head (mfe-reader's storyHead), else a plain one. */
  head: PageHead | null;
  platform: ImagePlatform | null;
  relatedStories: ReadonlyMap<string, RelatedStoryCard>;
  liveBlog?: LiteLiveBlog | null;
}

/** /lite/story/{id}. */
export function liteStoryHtml({ story, head, platform, relatedStories, liveBlog, ...site }: LiteStoryInput): string {
  // The story's address, its slug (decision 206): the lite answer has the row.
  const fullPath = storyPath(story);
  const pageHead = head ?? { title: `${story.title} | ${site.siteName}`, description: story.summary };
  return liteHtml(
    liteHeadTags(pageHead, fullPath, `${LITE_PREFIX}${fullPath}`, site),
    <LitePage siteName={site.siteName} fullPath={fullPath}>
      <LiteStory
        story={story}
        origin={site.origin}
        platform={platform}
        relatedStories={relatedStories}
        liveBlog={liveBlog}
      />
    </LitePage>,
  );
}

/** /lite: the front's stories (the same in every edition until fronts are curated, decision 175). */
export function liteFrontHtml({ stories, ...site }: LiteSite & { stories: readonly Story[] }): string {
  const { featured, latest } = selectHomeStories(stories);
  const live = latest.filter((story) => story.liveState === 'live');
  const head: PageHead = {
    title: `${site.siteName}: Data saver`,
    description: `Today’s news from ${site.siteName}, text only.`,
  };
  return liteHtml(
    liteHeadTags(head, '/', LITE_PREFIX, site),
    <LitePage siteName={site.siteName} fullPath="/">
      <LiteFront
        siteName={site.siteName}
        lead={featured}
        live={live}
        latest={latest.filter((story) => story.liveState !== 'live')}
      />
    </LitePage>,
  );
}

export interface LiteCategoryInput extends LiteSite, LiteCategoryProps {
  /** The full category page's head (mfe-reader's categoryHead): its title and canonical URL. */
  head: PageHead;
}

/** /lite/category/{slug}, /lite/author/{slug}, /lite/topic/{slug} [?page=n]. */
export function liteCategoryHtml({ head, origin, siteName, ...category }: LiteCategoryInput): string {
  const site = { origin, siteName };
  const fullPath = head.canonicalPath ?? category.basePath.slice(LITE_PREFIX.length);
  const path = category.page > 1 ? `${category.basePath}?page=${category.page}` : category.basePath;
  return liteHtml(
    liteHeadTags(head, fullPath, path, site),
    <LitePage siteName={siteName} fullPath={fullPath}>
      <LiteCategory {...category} />
    </LitePage>,
  );
}

/** /lite/search[?q=…&page=n]: not for search engines' indexes, as the full search page. */
export function liteSearchHtml({ origin, siteName, ...search }: LiteSite & LiteSearchProps): string {
  const site = { origin, siteName };
  const query = new URLSearchParams(search.q ? { q: search.q } : {});
  if (search.q && search.page > 1) query.set('page', String(search.page));
  const fullPath = `/search${query.size > 0 ? `?${query.toString()}` : ''}`;
  const title = search.q ? `Search results for “${search.q}”` : 'Search';
  const head: PageHead = { title: `${title} | ${siteName}`, noindex: true };
  return liteHtml(
    liteHeadTags(head, fullPath, search.q ? liteSearchPath(search.q, search.page) : `${LITE_PREFIX}/search`, site),
    <LitePage siteName={siteName} fullPath={fullPath}>
      <LiteSearch {...search} />
    </LitePage>,
  );
}

/** /lite/corrections[?page=n]: under the full page's head (its title, canonical URL and breadcrumb). */
export function liteCorrectionsHtml({
  head,
  origin,
  siteName,
  ...corrections
}: LiteSite & LiteCorrectionsProps & { head: PageHead }): string {
  const fullPath = head.canonicalPath ?? '/corrections';
  const path = `${LITE_PREFIX}/corrections${corrections.page > 1 ? `?page=${corrections.page}` : ''}`;
  return liteHtml(
    liteHeadTags(head, fullPath, path, { origin, siteName }),
    <LitePage siteName={siteName} fullPath={fullPath}>
      <LiteCorrections {...corrections} />
    </LitePage>,
  );
}

/** /lite/newsletter: the sign-up form, or what a sign-up came to (not for search engines). */
export function liteNewsletterHtml({ origin, siteName, ...answer }: LiteSite & LiteNewsletterAnswer): string {
  const refused = answer.result !== null && answer.result !== 'sent';
  const title =
    answer.result === 'sent' ? 'Check your inbox' : `${refused ? 'Error: ' : ''}Subscribe to our newsletter`;
  const head: PageHead = { title: `${title} | ${siteName}`, noindex: true };
  return liteHtml(
    liteHeadTags(head, '/subscribe', LITE_NEWSLETTER_PATH, { origin, siteName }),
    <LitePage siteName={siteName} fullPath="/subscribe">
      <LiteNewsletter {...answer} />
    </LitePage>,
  );
}

/** A lite path that names nothing (or a story that is not published). */
export function liteNotFoundHtml(site: LiteSite, path: string, fullPath = '/'): string {
  const head: PageHead = { title: `Page not found | ${site.siteName}`, noindex: true };
  return liteHtml(
    liteHeadTags(head, fullPath, path, site),
    <LitePage siteName={site.siteName} fullPath={fullPath}>
      <h1>Page not found</h1>
      <p>
        This page does not exist or is no longer published. <a href={LITE_PREFIX}>Go to today’s news</a>
      </p>
    </LitePage>,
  );
}

/** The backend did not answer in time: nothing cached, the reader asked to try again. */
export function liteUnavailableHtml(site: LiteSite, path: string, fullPath: string): string {
  const head: PageHead = { title: `Please try again | ${site.siteName}`, noindex: true };
  return liteHtml(
    liteHeadTags(head, fullPath, path, site),
    <LitePage siteName={site.siteName} fullPath={fullPath}>
      <h1>This page could not be loaded</h1>
      <p>
        Please try again in a moment. <a href={path}>Reload</a>
      </p>
    </LitePage>,
  );
}
