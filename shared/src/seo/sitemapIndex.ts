import { storyPath } from '../model/story.ts';
import { escapeXml } from './sitemap.ts';

/** A sitemap holds at most this many URLs (sitemaps.org); a month of stories never comes near. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Google News reads at most 1,000 articles from the last two days. */
export const NEWS_SITEMAP_LIMIT = 1_000;

export interface SitemapLink {
  /** Absolute URL. */
  loc: string;
  /** ISO timestamp of the last change, when known. */
  lastmod?: string;
}

export interface NewsSitemapStory {
  id: string;
  /** Its address's slug (decision 206); the id's address redirects to it. */
  slug?: string;
  title: string;
  publishTime: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

function entry(tag: 'sitemap' | 'url', link: SitemapLink, extra: readonly string[] = []): string {
  return [
    `  <${tag}>`,
    `    <loc>${escapeXml(link.loc)}</loc>`,
    ...(link.lastmod ? [`    <lastmod>${escapeXml(link.lastmod)}</lastmod>`] : []),
    ...extra,
    `  </${tag}>`,
  ].join('\n');
}

/** /sitemap.xml: the index of the child sitemaps (pages, news, one per month of stories). */
export function buildSitemapIndex(sitemaps: readonly SitemapLink[]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((sitemap) => entry('sitemap', sitemap)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A plain urlset (a month of stories). */
export function buildUrlset(urls: readonly SitemapLink[]): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.slice(0, SITEMAP_URL_LIMIT).map((url) => entry('url', url)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The Google News sitemap: the last 48 hours' stories with their news markup. */
export function buildNewsSitemap(origin: string, siteName: string, stories: readonly NewsSitemapStory[]): string {
  const news = (story: NewsSitemapStory) => [
    '    <news:news>',
    '      <news:publication>',
    `        <news:name>${escapeXml(siteName)}</news:name>`,
    '        <news:language>en</news:language>',
    '      </news:publication>',
    `      <news:publication_date>${escapeXml(story.publishTime)}</news:publication_date>`,
    `      <news:title>${escapeXml(story.title)}</news:title>`,
    '    </news:news>',
  ];
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...stories
      .slice(0, NEWS_SITEMAP_LIMIT)
      .map((story) => entry('url', { loc: `${origin}${storyPath(story)}` }, news(story))),
    '</urlset>',
    '',
  ].join('\n');
}
