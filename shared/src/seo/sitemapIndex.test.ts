import { describe, expect, it } from 'vitest';
import { buildNewsSitemap, buildSitemapIndex, buildUrlset, NEWS_SITEMAP_LIMIT } from './sitemapIndex.ts';

const count = (xml: string, needle: string) => xml.split(needle).length - 1;

describe('buildSitemapIndex', () => {
  it('lists the child sitemaps, escaped, with lastmod only when known', () => {
    const xml = buildSitemapIndex([
      { loc: 'https://news.example/sitemap-pages.xml' },
      { loc: 'https://news.example/sitemap-2026-11.xml?a=1&b=2', lastmod: '2026-11-21T09:00:00.000Z' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(count(xml, '<sitemap>')).toBe(2);
    expect(xml).toContain('<loc>https://news.example/sitemap-2026-11.xml?a=1&amp;b=2</loc>');
    expect(xml).not.toContain('&b=');
    expect(count(xml, '<lastmod>')).toBe(1);
    expect(xml).toContain('<lastmod>2026-11-21T09:00:00.000Z</lastmod>');
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });
});

describe('buildUrlset', () => {
  it('lists the URLs, escaped', () => {
    const xml = buildUrlset([{ loc: `https://news.example/story/<a>"'`, lastmod: '2026-11-01T00:00:00.000Z' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://news.example/story/&lt;a&gt;&quot;&apos;</loc>');
    expect(count(xml, '<url>')).toBe(1);
  });
});

describe('buildNewsSitemap', () => {
  const stories = Array.from({ length: NEWS_SITEMAP_LIMIT + 200 }, (_, i) => ({
    id: `s${i}`,
    title: `Story ${i}`,
    publishTime: '2026-11-21T09:00:00.000Z',
  }));

  it('escapes the site name and titles and encodes ids', () => {
    const xml = buildNewsSitemap('https://news.example', 'News & <Views>', [
      { id: 'a b', title: 'Tom & Jerry <live> "now"', publishTime: '2026-11-21T09:00:00.000Z' },
    ]);
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(xml).toContain('<loc>https://news.example/story/a%20b</loc>');
    expect(xml).toContain('<news:name>News &amp; &lt;Views&gt;</news:name>');
    expect(xml).toContain('<news:title>Tom &amp; Jerry &lt;live&gt; &quot;now&quot;</news:title>');
    expect(xml).toContain('<news:publication_date>2026-11-21T09:00:00.000Z</news:publication_date>');
    expect(xml).toContain('<news:language>en</news:language>');
  });

  it('lists at most 1,000 stories, the first given', () => {
    expect(NEWS_SITEMAP_LIMIT).toBe(1_000);
    const xml = buildNewsSitemap('https://news.example', 'News', stories);
    expect(count(xml, '<url>')).toBe(1_000);
    expect(count(xml, '<news:news>')).toBe(1_000);
    expect(xml).toContain('/story/s999</loc>');
    expect(xml).not.toContain('/story/s1000</loc>');
  });
});
