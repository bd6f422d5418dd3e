// @vitest-environment node
import { peekRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStory } from '../test/fixtures.ts';
import { categoryHead, homeHead, notFoundHead, searchHead, storyHead } from './heads.ts';

const context = { origin: 'https://news.example', siteName: 'The Daily Chronicle' };

describe('server heads', () => {
  it("a story's canonical link, alternate, JSON-LD page and breadcrumb are its slug's address (decision 206)", () => {
    const head = storyHead(makeStory({ id: 'a1', slug: 'budget-day', title: 'Budget day' }), context);
    expect(head.canonicalPath).toBe('/story/budget-day');
    expect(head.alternates).toEqual([{ title: 'Data saver', path: '/lite/story/budget-day' }]);
    const [article, breadcrumb] = head.jsonLd ?? [];
    expect(article).toMatchObject({ mainEntityOfPage: { '@id': 'https://news.example/story/budget-day' } });
    expect(JSON.stringify(breadcrumb)).toContain('"https://news.example/story/budget-day"');
  });

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
    // The lite edition's rendition (issue 55): a head link, no JavaScript.
    expect(head.alternates).toEqual([{ title: 'Data saver', path: '/lite/story/s%201' }]);
    // Another site's image is shared as it is: its size is not known, so none is claimed.
    expect(head.image).toEqual({ url: 'https://img.example/a.jpg', alt: 'The Treasury' });
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

  it("a story's search and social fields make its title, description and link preview (decision 205)", () => {
    const story = makeStory({
      title: 'Budget day',
      summary: 'x'.repeat(300),
      imageUrl: 'https://img.example/a.jpg',
      imageAlt: 'The Treasury',
      standfirst: 'What the Chancellor announced, and what it means for you.',
    });
    const defaults = storyHead(story, context);
    expect(defaults.title).toBe('Budget day | The Daily Chronicle');
    expect(defaults.description).toBe('What the Chancellor announced, and what it means for you.');
    expect(defaults.social).toEqual({ title: 'Budget day' });
    expect(defaults.jsonLd?.[0]).toMatchObject({ description: defaults.description });

    const set = storyHead(
      {
        ...story,
        seoTitle: 'Budget 2026: every change',
        seoDescription: 'Tax, benefits and pensions.',
        socialTitle: 'The budget in one page',
        socialImageUrl: 'https://img.example/share.jpg',
      },
      context,
    );
    expect(set.title).toBe('Budget 2026: every change | The Daily Chronicle');
    expect(set.description).toBe('Tax, benefits and pensions.');
    expect(set.social).toEqual({ title: 'The budget in one page' });
    expect(set.image).toEqual({ url: 'https://img.example/share.jpg', alt: 'The budget in one page' });
    // The article's own image stays the lead image.
    expect(set.jsonLd?.[0]).toMatchObject({ image: [{ url: 'https://img.example/a.jpg' }] });
  });

  describe("the link preview's image, one of the project's (decision 205)", () => {
    const supabaseUrl = 'https://project.supabase.co';
    const stored = (key: string) => `${supabaseUrl}/storage/v1/object/public/blog-images/${key}`;
    const before = peekRuntimeConfig();
    beforeEach(() => setRuntimeConfig({ ...before, supabaseUrl } as RuntimeConfig));
    // Other tests here run without a config, as they did.
    afterEach(() => setRuntimeConfig(before as RuntimeConfig));

    it('is the 1200 × 630 card crop around the lead image’s focal point', () => {
      const story = makeStory({
        imageUrl: stored('lead.jpg'),
        imageAlt: 'The Treasury',
        imageFocal: { x: 0.2, y: 0.75 },
      });
      expect(storyHead(story, context).image).toEqual({
        url: '/social-image/lead.jpg?x=0.2&y=0.75',
        width: 1200,
        height: 630,
        alt: 'The Treasury',
      });
    });

    it('crops a separate social image around the media library’s focal point, not the lead image’s', () => {
      const story = makeStory({
        imageUrl: stored('lead.jpg'),
        imageFocal: { x: 0.2, y: 0.75 },
        socialImageUrl: stored('share.png'),
        socialImageFocal: { x: 0.6667, y: 0.1 },
        socialTitle: 'The budget in one page',
      });
      expect(storyHead(story, context).image).toEqual({
        url: '/social-image/share.png?x=0.667&y=0.1',
        width: 1200,
        height: 630,
        alt: 'The budget in one page',
      });
    });

    it('crops a separate social image the library has no point for at its centre', () => {
      const story = makeStory({
        imageUrl: stored('lead.jpg'),
        imageFocal: { x: 0.2, y: 0.75 },
        socialImageUrl: stored('share.png'),
        socialTitle: 'The budget in one page',
      });
      expect(storyHead(story, context).image).toEqual({
        url: '/social-image/share.png',
        width: 1200,
        height: 630,
        alt: 'The budget in one page',
      });
    });
  });

  it("a story's NewsArticle carries its document's text as articleBody, markup-like text as text", () => {
    const body = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why </script> matters' }] },
        { type: 'paragraph', content: [] },
        { type: 'embed', attrs: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
        { type: 'paragraph', content: [{ type: 'text', text: 'Rates rose.', marks: [{ type: 'bold' }] }] },
      ],
    };
    const [article] = storyHead(makeStory({ summary: 'Old text.', body }), context).jsonLd ?? [];
    expect(article).toMatchObject({ articleBody: 'Why </script> matters\n\nRates rose.' });
    expect(storyHead(makeStory({ summary: 'Only a summary.' }), context).jsonLd?.[0]).toMatchObject({
      articleBody: 'Only a summary.',
    });
  });

  it("a corrected story's NewsArticle carries its notes as CorrectionComments and their date as dateModified", () => {
    const story = makeStory({
      updatedTime: '2026-11-20T09:00:00Z',
      corrections: [
        { id: 'n1', kind: 'correction', note: 'The vote was on <b>Tuesday</b>.', publishedAt: '2026-11-21T10:00:00Z' },
        { id: 'n2', kind: 'clarification', note: 'The figure is provisional.', publishedAt: '2026-11-22T10:00:00Z' },
      ],
    });
    const [article] = storyHead(story, context).jsonLd ?? [];
    expect(article).toMatchObject({
      dateModified: '2026-11-22T10:00:00Z',
      correction: [
        {
          '@type': 'CorrectionComment',
          text: 'Correction: The vote was on <b>Tuesday</b>.',
          datePublished: '2026-11-21T10:00:00Z',
        },
        {
          '@type': 'CorrectionComment',
          text: 'Clarification: The figure is provisional.',
          datePublished: '2026-11-22T10:00:00Z',
        },
      ],
    });
    expect(storyHead(makeStory({}), context).jsonLd?.[0]).not.toHaveProperty('correction');
  });

  it('never offers a non-http image to link previews', () => {
    const story = makeStory({ imageUrl: 'javascript:alert(1)' });
    expect(storyHead(story, context).image).toBeUndefined();
  });

  it('a category names its own feed; the home page its SearchAction on the search page', () => {
    expect(categoryHead('arts-culture', 1, false, context).feeds).toEqual([
      { title: 'The Daily Chronicle: Arts & Culture', path: '/category/arts-culture/rss.xml' },
    ]);
    expect(homeHead(context).jsonLd?.[1]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: 'https://news.example/search?q={search_term_string}' } },
    });
  });

  it("each edition's front is its own canonical URL, whichever path served it", () => {
    expect(homeHead({ ...context, props: { edition: 'zimbabwe' } }).canonicalPath).toBe('/zimbabwe');
    expect(homeHead({ ...context, props: { edition: 'uk' } }).canonicalPath).toBe('/uk');
    expect(homeHead({ ...context, props: { edition: 'bogus' } }).canonicalPath).toBe('/international');
    expect(homeHead(context).canonicalPath).toBe('/international');
  });

  it("a category's first page is its bare URL, linked to the older page when one follows", () => {
    const head = categoryHead('sports', 1, true, context);
    expect(head.title).toBe('Sports | The Daily Chronicle');
    expect(head.canonicalPath).toBe('/category/sports');
    expect(head.pagination).toEqual({ prevPath: undefined, nextPath: '/category/sports?page=2' });
    expect(categoryHead('sports', 1, false, context).pagination).toEqual({ prevPath: undefined, nextPath: undefined });
  });

  it("a category's later pages are their own canonical URLs, linked to their neighbours", () => {
    const second = categoryHead('sports', 2, true, context);
    expect(second.title).toBe('Sports (page 2) | The Daily Chronicle');
    expect(second.canonicalPath).toBe('/category/sports?page=2');
    expect(second.pagination).toEqual({ prevPath: '/category/sports', nextPath: '/category/sports?page=3' });
    const last = categoryHead('sports', 5, false, context);
    expect(last.pagination).toEqual({ prevPath: '/category/sports?page=4', nextPath: undefined });
    // The breadcrumb and the feed stay the category's own.
    expect(last.feeds).toEqual([{ title: 'The Daily Chronicle: Sports', path: '/category/sports/rss.xml' }]);
    expect(last.jsonLd?.[0]).toMatchObject({
      itemListElement: [
        { item: 'https://news.example/' },
        { name: 'Sports', item: 'https://news.example/category/sports' },
      ],
    });
  });

  it('search results are kept out of indexes; the canonical URL states the search', () => {
    expect(searchHead(null, context)).toMatchObject({
      title: 'Search | The Daily Chronicle',
      canonicalPath: '/search',
      noindex: true,
    });
    const head = searchHead({ q: 'water & power', category: 'sports', from: '2026-11-01', to: '', page: 2 }, context);
    expect(head.title).toBe('Search results for “water & power” | The Daily Chronicle');
    expect(head.canonicalPath).toBe('/search?q=water+%26+power&category=sports&from=2026-11-01&page=2');
    expect(head.noindex).toBe(true);
  });

  it('the 404 head carries the status', () => {
    expect(notFoundHead(context)).toEqual({ status: 404, title: 'Page not found | The Daily Chronicle' });
  });
});
