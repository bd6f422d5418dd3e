import {
  categoryHeading,
  categoryNamesForSlug,
  authorPath,
  fetchCreditPage,
  fetchLatestCorrections,
  fetchLatestStories,
  topicPath,
  type CreditKind,
  fetchPublishedPhotoEssays,
  storyPath,
  TAGLINE,
} from '@newsroom/shared';
import {
  buildNewsSitemap,
  buildSitemapIndex,
  buildSitemapXml,
  buildUrlset,
  SITEMAP_ESSAY_LIMIT,
} from '@newsroom/shared/sitemap';
import { fetchArchiveMonths, fetchCreditPages, fetchMonthStories, fetchNewsStories } from './archiveData.ts';
import { listKey, rowsKey, SITE_KEY, surrogateKeyHeaders, type ContentTable } from './pageCache/surrogateKeys.ts';
import { buildCorrectionsRss, buildRss, RSS_ITEM_LIMIT } from './rss.ts';
import { fetchFeedDocuments } from './storyFeedHtml.tsx';

export interface CrawlContext {
  origin: string;
  siteName: string;
}

/** Crawlers and feed readers may keep these a while; a CDN refreshes them every few minutes. */
const FEED_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';
const UNAVAILABLE = { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } };

/** A crawl file lists rows of `table` and shows their titles or dates: any change to one purges it. */
const keysShowing = (table: ContentTable) => surrogateKeyHeaders([SITE_KEY, listKey(table), rowsKey(table)]);

function xml(body: string, type: string, table: ContentTable = 'news_stories'): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': FEED_CACHE, ...keysShowing(table) },
  });
}

/** /robots.txt: everything public may be crawled; the consoles may not. */
export function robotsTxt({ origin }: CrawlContext): Response {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /blog-management',
    'Disallow: /admin',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': FEED_CACHE,
      ...surrogateKeyHeaders([SITE_KEY]),
    },
  });
}

/** /sitemap.xml: the sitemap index, one child per month of stories plus the pages and the news. */
export async function sitemapIndexXml({ origin }: CrawlContext): Promise<Response> {
  try {
    const months = await fetchArchiveMonths();
    const newest = months[0]?.lastModified;
    const body = buildSitemapIndex([
      { loc: `${origin}/sitemaps/pages.xml` },
      { loc: `${origin}/sitemaps/news.xml`, lastmod: newest },
      { loc: `${origin}/sitemaps/authors-topics.xml`, lastmod: newest },
      ...months.map(({ month, lastModified }) => ({
        loc: `${origin}/sitemaps/stories-${month}.xml`,
        lastmod: lastModified,
      })),
    ]);
    return xml(body, 'application/xml');
  } catch {
    return new Response('The sitemap is unavailable right now.', UNAVAILABLE);
  }
}

/** /sitemaps/pages.xml: the site's sections and pages, with the photo essays as the home page's images. */
export async function pagesSitemapXml({ origin, siteName }: CrawlContext): Promise<Response> {
  try {
    const essays = await fetchPublishedPhotoEssays(SITEMAP_ESSAY_LIMIT);
    return xml(
      buildSitemapXml({ origin, siteName, stories: [], essays }, 'standard'),
      'application/xml',
      'photo_essays',
    );
  } catch {
    return new Response('The sitemap is unavailable right now.', UNAVAILABLE);
  }
}

/** /sitemaps/news.xml: the Google News sitemap of the last 48 hours. */
export async function newsSitemapXml({ origin, siteName }: CrawlContext): Promise<Response> {
  try {
    return xml(buildNewsSitemap(origin, siteName, await fetchNewsStories()), 'application/xml');
  } catch {
    return new Response('The sitemap is unavailable right now.', UNAVAILABLE);
  }
}

/** /sitemaps/authors-topics.xml: the author and topic pages that list published stories. */
export async function creditsSitemapXml({ origin }: CrawlContext): Promise<Response> {
  try {
    const pages = await fetchCreditPages();
    const urls = pages.map((page) => ({
      loc: `${origin}${page.kind === 'author' ? authorPath(page.slug) : topicPath(page.slug)}`,
      lastmod: page.lastModified,
    }));
    return xml(buildUrlset(urls), 'application/xml');
  } catch {
    return new Response('The sitemap is unavailable right now.', UNAVAILABLE);
  }
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** /sitemaps/stories-YYYY-MM.xml: every story published that month; a month without stories is 404. */
export async function monthSitemapXml({ origin }: CrawlContext, month: string): Promise<Response> {
  if (!MONTH.test(month)) return notFound('No such sitemap.');
  try {
    const stories = await fetchMonthStories(month);
    if (stories.length === 0) return notFound('No such sitemap.');
    const urls = stories.map((story) => ({
      loc: `${origin}${storyPath(story)}`,
      lastmod: story.lastModified,
    }));
    return xml(buildUrlset(urls), 'application/xml');
  } catch {
    return new Response('The sitemap is unavailable right now.', UNAVAILABLE);
  }
}

function notFound(text: string): Response {
  return new Response(text, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** /rss.xml: the latest stories. */
export async function latestRss({ origin, siteName }: CrawlContext): Promise<Response> {
  try {
    const stories = await fetchLatestStories(RSS_ITEM_LIMIT);
    const documents = await fetchFeedDocuments(stories.map((story) => story.id));
    const body = buildRss({
      origin,
      siteName,
      title: siteName,
      description: TAGLINE,
      feedPath: '/rss.xml',
      pagePath: '/',
      stories,
      documents,
    });
    return xml(body, 'application/rss+xml');
  } catch {
    return new Response('The feed is unavailable right now.', UNAVAILABLE);
  }
}

/** /category/{slug}/rss.xml: one category's latest stories; a category without stories has no feed. */
export async function categoryRss({ origin, siteName }: CrawlContext, slug: string): Promise<Response> {
  try {
    const categories = categoryNamesForSlug(slug);
    const stories = categories.length > 0 ? await fetchLatestStories(RSS_ITEM_LIMIT, categories) : [];
    if (stories.length === 0) return notFound('No such feed.');
    const documents = await fetchFeedDocuments(stories.map((story) => story.id));
    const heading = categoryHeading(slug);
    const body = buildRss({
      origin,
      siteName,
      title: `${heading} | ${siteName}`,
      description: `${heading} stories from ${siteName}`,
      feedPath: `/category/${slug}/rss.xml`,
      pagePath: `/category/${slug}`,
      stories,
      documents,
    });
    return xml(body, 'application/rss+xml');
  } catch {
    return new Response('The feed is unavailable right now.', UNAVAILABLE);
  }
}

/**
 * /author/{slug}/rss.xml and /topic/{slug}/rss.xml: the newest page of the author's or topic's
 * stories; an unknown slug or one without stories has no feed. Purged with the page (its row key).
 */
export async function creditRss({ origin, siteName }: CrawlContext, kind: CreditKind, slug: string): Promise<Response> {
  try {
    const { subject, stories } = await fetchCreditPage(kind, slug, 1);
    if (!subject || stories.length === 0) return notFound('No such feed.');
    const pagePath = kind === 'author' ? authorPath(slug) : topicPath(slug);
    const items = stories.slice(0, RSS_ITEM_LIMIT);
    const documents = await fetchFeedDocuments(items.map((story) => story.id));
    const body = buildRss({
      origin,
      siteName,
      title: `${subject.name} | ${siteName}`,
      description:
        kind === 'author' ? `Stories by ${subject.name} from ${siteName}` : `${subject.name} stories from ${siteName}`,
      feedPath: `${pagePath}/rss.xml`,
      pagePath,
      stories: items,
      documents,
    });
    const response = xml(body, 'application/rss+xml');
    response.headers.set('Surrogate-Key', `${response.headers.get('Surrogate-Key')} row:${subject.id}`);
    return response;
  } catch {
    return new Response('The feed is unavailable right now.', UNAVAILABLE);
  }
}

/** /corrections/rss.xml: the newest corrections and clarifications (an empty feed before the first). */
export async function correctionsRss({ origin, siteName }: CrawlContext): Promise<Response> {
  try {
    const notes = await fetchLatestCorrections(RSS_ITEM_LIMIT);
    const body = buildCorrectionsRss({
      origin,
      siteName,
      title: `Corrections and clarifications | ${siteName}`,
      description: `The latest corrections and clarifications to stories from ${siteName}`,
      feedPath: '/corrections/rss.xml',
      pagePath: '/corrections',
      notes,
    });
    return xml(body, 'application/rss+xml', 'story_corrections');
  } catch {
    return new Response('The feed is unavailable right now.', UNAVAILABLE);
  }
}
