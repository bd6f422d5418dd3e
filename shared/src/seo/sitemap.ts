import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, NAV_CATEGORIES } from '@newsroom/shared';
import type { PhotoEssay } from '../model/photoEssay.ts';
import { storyPath, type Story } from '../model/story.ts';

export const SITEMAP_STORY_LIMIT = 100;
export const SITEMAP_ESSAY_LIMIT = 50;
/** Google News only takes articles from the last two days. */
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;

/** 'standard' is shown at /sitemap, 'news' at /sitemap.xml (the one search engines are pointed at). */
export type SitemapVariant = 'standard' | 'news';

export interface SitemapInput {
  /** Site origin without a trailing slash, e.g. https://news.example. */
  origin: string;
  siteName: string;
  stories: readonly Story[];
  essays: readonly PhotoEssay[];
  now?: Date;
}

interface StaticEntry {
  path: string;
  changefreq: 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** [priority at /sitemap (standard), priority at /sitemap.xml (news)] */
  priority: [number, number];
}

/** The news variant ranks news sections above the company pages; the standard one keeps them flatter. */
const STATIC_PAGES: StaticEntry[] = [
  { path: '/', changefreq: 'hourly', priority: [1.0, 1.0] },
  ...[...NAV_CATEGORIES, ARTS_CULTURE, ...ARTS_CULTURE_SUBCATEGORIES].map((nav): StaticEntry => ({
    path: `/category/${nav.slug}`,
    changefreq: 'daily',
    priority: [0.8, 0.9],
  })),
  { path: '/live-events', changefreq: 'hourly', priority: [0.8, 0.9] },
  { path: '/sports-live', changefreq: 'hourly', priority: [0.8, 0.9] },
  { path: '/corrections', changefreq: 'daily', priority: [0.5, 0.6] },
  { path: '/about', changefreq: 'monthly', priority: [0.5, 0.6] },
  { path: '/contact', changefreq: 'monthly', priority: [0.5, 0.6] },
  { path: '/submit-story', changefreq: 'monthly', priority: [0.5, 0.6] },
  { path: '/advertise', changefreq: 'monthly', priority: [0.5, 0.6] },
  { path: '/privacy-policy', changefreq: 'yearly', priority: [0.5, 0.3] },
  { path: '/terms-of-service', changefreq: 'yearly', priority: [0.5, 0.3] },
];

/** Anything outside XML 1.0's Char production: C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for an XML element or attribute, the one helper of every feed and sitemap writer. A character
 * XML forbids (U+000B pasted from a word processor) makes the whole document ill-formed, and no
 * escape can carry it, so it is dropped (issue 47).
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlEntry(loc: string, lastmod: string | null, changefreq: string, priority: number, extra = ''): string {
  const lines = [`  <url>`, `    <loc>${escapeXml(loc)}</loc>`];
  if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
  lines.push(`    <changefreq>${changefreq}</changefreq>`, `    <priority>${priority.toFixed(1)}</priority>`);
  if (extra) lines.push(extra);
  lines.push(`  </url>`);
  return lines.join('\n');
}

function newsMarkup(story: Story, siteName: string): string {
  return [
    `    <news:news>`,
    `      <news:publication>`,
    `        <news:name>${escapeXml(siteName)}</news:name>`,
    `        <news:language>en</news:language>`,
    `      </news:publication>`,
    `      <news:publication_date>${story.publishTime}</news:publication_date>`,
    `      <news:title>${escapeXml(story.title)}</news:title>`,
    `    </news:news>`,
  ].join('\n');
}

/** Essays have no page of their own: they are listed as images of the home page that shows them. */
function essayImages(essays: readonly PhotoEssay[]): string {
  return essays
    .filter((essay) => essay.imageUrl)
    .map((essay) =>
      [
        `    <image:image>`,
        `      <image:loc>${escapeXml(essay.imageUrl)}</image:loc>`,
        `      <image:title>${escapeXml(essay.title)}</image:title>`,
        essay.caption ? `      <image:caption>${escapeXml(essay.caption)}</image:caption>` : '',
        `    </image:image>`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
}

function isRecent(story: Story, now: Date): boolean {
  const age = now.getTime() - new Date(story.publishTime).getTime();
  return age >= 0 && age < NEWS_WINDOW_MS;
}

/**
 * Builds the sitemap XML: static pages, up to 100 stories and up to 50 photo essays. News markup
 * is added only in the news variant (/sitemap.xml) and only for stories under 48 hours old.
 */
export function buildSitemapXml(input: SitemapInput, variant: SitemapVariant): string {
  const now = input.now ?? new Date();
  const origin = input.origin.replace(/\/+$/, '');
  const variantIndex = variant === 'standard' ? 0 : 1;
  const stories = input.stories.slice(0, SITEMAP_STORY_LIMIT);
  const essays = input.essays.slice(0, SITEMAP_ESSAY_LIMIT);
  const today = now.toISOString();

  const entries = STATIC_PAGES.map((page) =>
    urlEntry(
      `${origin}${page.path}`,
      page.path === '/' ? today : null,
      page.changefreq,
      page.priority[variantIndex],
      page.path === '/' ? essayImages(essays) : '',
    ),
  );
  for (const story of stories) {
    const news = variant === 'news' && isRecent(story, now) ? newsMarkup(story, input.siteName) : '';
    entries.push(urlEntry(`${origin}${storyPath(story)}`, story.publishTime, 'weekly', 0.7, news));
  }
  const namespaces = [
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
    variant === 'news' ? 'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"' : '',
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset ${namespaces.join(' ')}>`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
