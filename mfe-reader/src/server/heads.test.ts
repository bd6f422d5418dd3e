// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeStory } from '../test/fixtures.ts';
import { categoryHead, homeHead, storyHead } from './heads.ts';

const context = { origin: 'https://news.example', siteName: 'The Daily Chronicle' };

describe('server heads', () => {
  it('a story: title, the first 160 characters of the summary, image, NewsArticle and breadcrumb', () => {
    const story = makeStory({
      id: 's 1',
      title: 'Budget day',
      summary: 'x'.repeat(300),
      category: 'Business & Finance',
      imageUrl: 'https://img.example/a.jpg',
      imageAlt: 'The Treasury',
      author: 'Ann Writer',
    });
    const head = storyHead(story, context);
    expect(head.title).toBe('Budget day | The Daily Chronicle');
    expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(head.canonicalPath).toBe('/story/s%201');
    expect(head.image).toEqual({ url: 'https://img.example/a.jpg', width: 1200, height: 675, alt: 'The Treasury' });
    const [article, breadcrumb] = head.jsonLd ?? [];
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Budget day',
      author: [{ '@type': 'Person', name: 'Ann Writer' }],
      publisher: { name: 'The Daily Chronicle', logo: { url: 'https://news.example/logo.png' } },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://news.example/' },
        { position: 2, name: 'Business & Finance', item: 'https://news.example/category/business-finance' },
        { position: 3, name: 'Budget day' },
      ],
    });
  });

  it('never offers a non-http image to link previews', () => {
    const story = makeStory({ imageUrl: 'javascript:alert(1)' });
    expect(storyHead(story, context).image).toBeUndefined();
  });

  it('a category names its own feed; the home page its SearchAction', () => {
    expect(categoryHead('arts-culture', context).feeds).toEqual([
      { title: 'The Daily Chronicle: Arts Culture', path: '/category/arts-culture/rss.xml' },
    ]);
    expect(homeHead(context).jsonLd?.[1]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: 'https://news.example/?q={search_term_string}' } },
    });
  });
});
