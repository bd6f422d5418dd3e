import {
  buildSitemapXml,
  categoryHeading,
  fetchPublishedPhotoEssays,
  fetchPublishedStories,
  storiesInCategory,
  TAGLINE,
} from '@newsroom/shared';
import { buildRss } from './rss.ts';

export interface CrawlContext {
  origin: string;
  siteName: string;
}

/** Crawlers and feed readers may keep these a while; a CDN refreshes them every few minutes. */
const FEED_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';
const UNAVAILABLE = { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } };

function xml(body: string, type: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': FEED_CACHE },
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
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': FEED_CACHE } });
}

/** /sitemap.xml as XML: the news variant (Google News markup for stories under 48 hours old). */
export async function sitemapXml({ origin, siteName }: CrawlContext): Promise<Response> {
  try {
    const [stories, essays] = await Promise.all([fetchPublishedStories(), fetchPublishedPhotoEssays()]);
    return xml(buildSitemapXml({ origin, siteName, stories, essays }, 'news'), 'application/xml');
  } catch {
    return new Response('The sitemap is unavailable right now.', UNAVAILABLE);
  }
}

/** /rss.xml: the latest stories. */
export async function latestRss({ origin, siteName }: CrawlContext): Promise<Response> {
  try {
    const stories = await fetchPublishedStories();
    const body = buildRss({
      origin,
      siteName,
      title: siteName,
      description: TAGLINE,
      feedPath: '/rss.xml',
      pagePath: '/',
      stories,
    });
    return xml(body, 'application/rss+xml');
  } catch {
    return new Response('The feed is unavailable right now.', UNAVAILABLE);
  }
}

/** /category/{slug}/rss.xml: one category's stories; a category without stories has no feed. */
export async function categoryRss({ origin, siteName }: CrawlContext, slug: string): Promise<Response> {
  try {
    const stories = storiesInCategory(await fetchPublishedStories(), slug);
    if (stories.length === 0) {
      return new Response('No such feed.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    const heading = categoryHeading(slug);
    const body = buildRss({
      origin,
      siteName,
      title: `${heading} | ${siteName}`,
      description: `${heading} stories from ${siteName}`,
      feedPath: `/category/${slug}/rss.xml`,
      pagePath: `/category/${slug}`,
      stories,
    });
    return xml(body, 'application/rss+xml');
  } catch {
    return new Response('The feed is unavailable right now.', UNAVAILABLE);
  }
}
