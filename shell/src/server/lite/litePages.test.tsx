import {
  livePostsQuery,
  liveHighlightsQuery,
  MARK_END,
  MARK_START,
  type LivePost,
  type PageHead,
  type SearchHit,
  type Story,
} from '@newsroom/shared';
import { QueryClient } from '@tanstack/react-query';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageUrl } from '../pageCache/cacheKey.ts';
import type { ServerRemotes } from '../serverRemotes.ts';
import { answerLite, liveBlogOf } from './liteAnswer.ts';
import { LITE_IMAGE_ESTIMATE_KB } from './liteDocument.ts';
import { liteCategoryHtml, liteCorrectionsHtml, liteFrontHtml, liteSearchHtml, liteStoryHtml } from './litePages.tsx';
import { liteRoute } from './liteRoutes.ts';
import { LITE_CONTENT_SECURITY_POLICY, LITE_STYLE_SOURCE } from './liteStyle.ts';

const ORIGIN = 'https://news.example';
const PLATFORM = { supabaseUrl: 'https://project.supabase.co', transformations: true };
const RELATED_ID = '0b9f4a56-1c1e-4b51-8a0c-5d7f3f2a9e11';
const STORY_ID = '5d1c9a8e-2f4b-4c1d-9e3a-7b6f5a4c3d21';
const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

/** Every node type of a story document (docs/product/story-documents.md). */
const EVERY_NODE = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Key facts')] },
    paragraph(
      text('Bold', [{ type: 'bold' }]),
      { type: 'hardBreak' },
      text('italic', [{ type: 'italic' }, { type: 'strike' }]),
      text(' earlier story', [{ type: 'link', attrs: { href: `/story/${RELATED_ID}` } }]),
      text(HOSTILE),
    ),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('One'))] }] },
    { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [paragraph(text('Three'))] }] },
    { type: 'blockquote', content: [paragraph(text('Quoted'))] },
    { type: 'pullQuote', attrs: { attribution: 'A nurse' }, content: [text('Before eight')] },
    { type: 'horizontalRule' },
    {
      type: 'image',
      attrs: { src: 'blog-images/stories/a.jpg', alt: 'A bus at dawn', caption: 'Morning', credit: 'F. Chikore' },
    },
    { type: 'image', attrs: { src: 'https://images.example/b.jpg', alt: 'A market' } },
    // One that never met the database's check: the renderer's own URL rules still apply.
    { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'Hostile source' } },
    { type: 'embed', attrs: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
    { type: 'factBox', attrs: { title: 'In numbers' }, content: [paragraph(text('Six weeks'))] },
    { type: 'relatedStory', attrs: { storyId: RELATED_ID } },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(text('Route'))] }] },
        { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text('Seke Road'))] }] },
      ],
    },
  ],
};

const story = (overrides: Partial<Story> = {}): Story => ({
  id: STORY_ID,
  title: `Bus lanes ${HOSTILE}`,
  summary: 'The trial continues.',
  author: 'Staff reporter',
  authors: [{ id: 'b0000000-0000-4000-8000-000000000001', name: 'Farai Chikore', slug: 'farai-chikore' }],
  publishTime: '2026-11-28T09:30:00.000Z',
  readTime: '3 min',
  category: 'Politics',
  isFeatured: false,
  imageUrl: '',
  imageAlt: '',
  imageCaption: '',
  imageAuthor: '',
  viewCount: 0,
  corrections: [
    { id: 'c1', kind: 'correction', note: 'The vote was on Tuesday.', publishedAt: '2026-11-28T12:00:00Z' },
  ],
  body: EVERY_NODE,
  ...overrides,
});

const HEAD: PageHead = {
  title: 'Bus lanes | The Daily Chronicle',
  description: 'The trial continues.',
  canonicalPath: `/story/${STORY_ID}`,
  alternates: [{ title: 'Data saver', path: `/lite/story/${STORY_ID}` }],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: `Bus lanes </script>${HOSTILE}` }],
};

const RELATED = new Map([[RELATED_ID, { id: RELATED_ID, headline: 'Bus lanes stay', href: `/story/${RELATED_ID}` }]]);

const storyInput = (
  overrides: Partial<Story> = {},
  liveBlog: Parameters<typeof liteStoryHtml>[0]['liveBlog'] = null,
) => ({
  liveBlog,
  origin: ORIGIN,
  siteName: 'The Daily Chronicle',
  story: story(overrides),
  head: HEAD,
  platform: PLATFORM,
  relatedStories: RELATED,
});

const storyHtml = (...args: Parameters<typeof storyInput>) => liteStoryHtml(storyInput(...args));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** What could run: script elements other than JSON-LD, and event-handler attributes. */
function runnable(html: string): string[] {
  const document = parse(html);
  const scripts = [...document.querySelectorAll('script')]
    .filter((script) => script.type !== 'application/ld+json')
    .map((script) => script.outerHTML);
  const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
  );
  return [...scripts, ...handlers];
}

describe('the lite story page (issue 55)', () => {
  it('renders a story with every node type and no JavaScript: JSON-LD only, no event attribute', () => {
    const html = storyHtml();
    expect(runnable(html)).toEqual([]);
    const document = parse(html);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).not.toContain('</script>');
    for (const tag of ['img', 'iframe', 'button', 'video', 'link[rel="stylesheet"]', 'input']) {
      expect(document.querySelector(tag), tag).toBeNull();
    }
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe(`Bus lanes ${HOSTILE}`);
    expect(document.body.textContent).toContain('By Farai Chikore');
    expect(document.body.textContent).toContain('Correction: The vote was on Tuesday.');
    for (const text of ['Key facts', 'One', 'Three', 'Quoted', 'Before eight', 'In numbers', 'Seke Road']) {
      expect(document.body.textContent).toContain(text);
    }
  });

  it('turns images into "Show image (N KB)" links to the small rendition, embeds and related stories into links', () => {
    const document = parse(storyHtml());
    const links = [...document.querySelectorAll('main a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual([
      `Show image (${LITE_IMAGE_ESTIMATE_KB} KB)`,
      'https://project.supabase.co/storage/v1/render/image/public/blog-images/stories/a.jpg?width=480',
    ]);
    expect(links).toContainEqual(['Show image (full size)', 'https://images.example/b.jpg']);
    expect(links.map(([, href]) => href)).not.toContainEqual(expect.stringMatching(/^javascript:/i));
    expect(document.body.textContent).not.toContain('Hostile source');
    expect(links).toContainEqual([
      'View on YouTube: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]);
    expect(links).toContainEqual(['Bus lanes stay', `/lite/story/${RELATED_ID}`]);
    expect(links).toContainEqual([' earlier story', `${ORIGIN}/lite/story/${RELATED_ID}`]);
    expect([...document.querySelectorAll('.meta a')].map((a) => a.getAttribute('href'))).toEqual([
      '/lite/author/farai-chikore',
      '/lite/category/politics',
    ]);
    expect(document.body.textContent).toContain(': A bus at dawn. Morning Photo: F. Chikore');
  });

  it('is canonical to the full story, linked to it both ways, with the full page’s JSON-LD', () => {
    const document = parse(storyHtml());
    const full = `${ORIGIN}/story/${STORY_ID}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(full);
    expect(document.querySelector('link[rel="alternate"][type="text/html"]')?.getAttribute('href')).toBe(full);
    expect(document.querySelector('header a[rel="alternate"]')?.getAttribute('href')).toBe(`/story/${STORY_ID}`);
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toEqual(
      HEAD.jsonLd?.[0],
    );
  });

  it("links the full story at its slug's address (decision 206), from the story row", () => {
    const document = parse(liteStoryHtml({ ...storyInput(), story: story({ slug: 'bus-lanes' }), head: null }));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/story/bus-lanes`);
    expect(document.querySelector('header a[rel="alternate"]')?.getAttribute('href')).toBe('/story/bus-lanes');
  });

  it("shows a story without a document as its summary's paragraphs, as the full page does", () => {
    const document = parse(storyHtml({ body: undefined, summary: 'First.\n\nSecond <b>not bold</b>.' }));
    expect([...document.querySelectorAll('article > p:not(.meta)')].map((p) => p.textContent)).toEqual(
      expect.arrayContaining(['First.', 'Second <b>not bold</b>.']),
    );
    expect(document.querySelector('article b')).toBeNull();
  });

  it('shows the standfirst under the headline, as text (decision 205)', () => {
    const document = parse(storyHtml({ standfirst: 'The line <i>under</i> it.' }));
    expect(document.querySelector('h1 + p.standfirst')?.textContent).toBe('The line <i>under</i> it.');
    expect(document.querySelector('article i')).toBeNull();
    expect(parse(storyHtml()).querySelector('.standfirst')).toBeNull();
  });

  it('allows its one inline style by hash and no script at all', () => {
    expect(LITE_CONTENT_SECURITY_POLICY).toContain("script-src 'none'");
    // The hash of the <style> a rendered page carries, byte for byte, not of the constant it came from.
    const style = parse(storyHtml()).querySelector('style')?.textContent ?? '';
    const rendered = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(rendered).toBe(LITE_STYLE_SOURCE);
    expect(LITE_CONTENT_SECURITY_POLICY).toContain(`style-src ${rendered}`);
    expect(LITE_CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });
});

const post = (id: string, overrides: Partial<LivePost> = {}): LivePost => ({
  id,
  storyId: STORY_ID,
  title: `Update ${id}`,
  body: `Text of ${id}`,
  document: null,
  imageUrl: '',
  imageAlt: '',
  embedUrl: '',
  isKeyEvent: false,
  isPinned: false,
  author: 'Farai Chikore',
  publishedAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  edited: false,
  version: 1,
  ...overrides,
});

describe('a lite live blog (issue 55)', () => {
  const live = { liveState: 'live' as const, body: undefined, corrections: [], slug: 'polls-live' };

  it('shows the pinned post, then the newest posts, with Refresh (a link to itself, no socket) and no script', () => {
    const html = storyHtml(live, {
      pinned: post('p0', { isPinned: true, title: 'Read this first' }),
      posts: [
        post('p2', {
          title: `Polls close ${HOSTILE}`,
          document: {
            type: 'doc',
            content: [paragraph(text('Counting starts', [{ type: 'bold' }]))],
          } as LivePost['document'],
          imageUrl: 'https://images.example/count.jpg',
          imageAlt: 'Ballot boxes',
          embedUrl: 'https://x.com/chronicle/status/1',
        }),
        post('p1', { isKeyEvent: true, title: '' }),
      ],
      hasOlder: true,
    });
    expect(runnable(html)).toEqual([]);
    const document = parse(html);
    const section = document.querySelector('section[aria-labelledby="lite-live-posts"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Latest updates');
    expect([...(section?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual([
      'Pinned: Read this first',
      `Polls close ${HOSTILE}`,
      'Key event: 28 November 2026 at 10:00',
    ]);
    const links = [...(section?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
    // The story's address, its slug (decision 206): the page itself, no redirect on the way.
    expect(links[0]).toEqual(['Refresh', '/lite/story/polls-live']);
    expect(links).toContainEqual(['Show image (full size)', 'https://images.example/count.jpg']);
    expect(links).toContainEqual(['https://x.com/chronicle/status/1', 'https://x.com/chronicle/status/1']);
    expect(links.at(-1)).toEqual(['Older updates on the full site', '/story/polls-live']);
    expect(section?.querySelector('strong')?.textContent).toBe('Counting starts');
    expect(section?.textContent).toContain('Text of p1');
    expect(document.querySelector('img, iframe')).toBeNull();
  });

  it('says so when the blog has no post yet; an ordinary story has no updates section', () => {
    const empty = parse(storyHtml(live, { pinned: null, posts: [], hasOlder: false }));
    expect(empty.body.textContent).toContain('No updates yet.');
    expect(parse(storyHtml()).querySelector('section[aria-labelledby="lite-live-posts"]')).toBeNull();
  });

  it("reads the posts the reader's StoryPage module loaded: its first page and its pinned post", () => {
    const queryClient = new QueryClient();
    const liveStory = story(live);
    expect(liveBlogOf(queryClient, liveStory)).toBeNull();
    queryClient.setQueryData(livePostsQuery(STORY_ID).queryKey, {
      pages: [{ posts: [post('p1')], next: '2026-11-28T09:00:00.000Z' }],
      pageParams: [null],
    });
    queryClient.setQueryData(liveHighlightsQuery(STORY_ID).queryKey, { pinned: post('p0'), keyEvents: [] });
    expect(liveBlogOf(queryClient, liveStory)).toEqual({ pinned: post('p0'), posts: [post('p1')], hasOlder: true });
    expect(liveBlogOf(queryClient, story())).toBeNull();
  });
});

describe('the lite front', () => {
  it('lists the lead, the live blogs running now and the latest stories, each linking to its lite page', () => {
    const stories = [
      story({ id: 'a0000000-0000-4000-8000-000000000001', title: 'Lead', isFeatured: true }),
      story({ id: 'a0000000-0000-4000-8000-000000000002', title: 'Live vote', liveState: 'live' }),
      story({ id: 'a0000000-0000-4000-8000-000000000003', title: 'Later' }),
    ];
    const html = liteFrontHtml({ origin: ORIGIN, siteName: 'The Daily Chronicle', stories });
    expect(runnable(html)).toEqual([]);
    const document = parse(html);
    expect(document.querySelector('#lite-lead a')?.getAttribute('href')).toBe(
      '/lite/story/a0000000-0000-4000-8000-000000000001',
    );
    const section = (id: string) =>
      [...(document.querySelector(`[aria-labelledby="${id}"]`)?.querySelectorAll('li a') ?? [])].map(
        (a) => a.textContent,
      );
    expect(section('lite-live')).toEqual(['Live vote']);
    expect(section('lite-latest')).toEqual(['Later']);
  });
});

describe('a lite category page', () => {
  it('lists its stories with plain links to the older and newer pages, canonical to the full page', () => {
    const html = liteCategoryHtml({
      origin: ORIGIN,
      siteName: 'The Daily Chronicle',
      head: { title: 'Sports (page 2) | The Daily Chronicle', canonicalPath: '/category/sports?page=2' },
      heading: 'Sports',
      basePath: '/lite/category/sports',
      page: 2,
      stories: [story({ title: 'Warriors win' })],
      hasNextPage: true,
    });
    expect(runnable(html)).toEqual([]);
    const document = parse(html);
    expect(document.querySelector('h1')?.textContent).toBe('Sports (page 2)');
    expect(document.querySelector('main li a')?.getAttribute('href')).toBe(`/lite/story/${STORY_ID}`);
    const pages = [...document.querySelectorAll('nav[aria-label="Pages"] a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(pages).toEqual([
      ['Newer stories', '/lite/category/sports'],
      ['Older stories', '/lite/category/sports?page=3'],
    ]);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/category/sports?page=2`,
    );
  });
});

describe('a lite author page', () => {
  const authorHtml = (profile: { about?: string; email?: string }) =>
    liteCategoryHtml({
      origin: ORIGIN,
      siteName: 'The Daily Chronicle',
      head: { title: 'Farai Chikore | The Daily Chronicle', canonicalPath: '/author/farai-chikore' },
      heading: 'Farai Chikore',
      basePath: '/lite/author/farai-chikore',
      intro: 'Covers politics.',
      ...profile,
      page: 1,
      stories: [story({ title: 'Warriors win' })],
      hasNextPage: false,
    });

  it('shows the short bio, the long bio in paragraphs as plain text and the e-mail for readers, without script', () => {
    const html = authorHtml({ about: `Joined in 2019.\n\n${HOSTILE}\n\n  `, email: 'farai@news.example' });
    expect(runnable(html)).toEqual([]);
    const document = parse(html);
    expect([...document.querySelectorAll('main p')].map((p) => p.textContent)).toEqual(
      expect.arrayContaining(['Covers politics.', 'Joined in 2019.', HOSTILE, 'Email Farai Chikore']),
    );
    expect(document.querySelector('main img')).toBeNull();
    const mail = document.querySelector('main a[href^="mailto:"]');
    expect(mail?.getAttribute('href')).toBe('mailto:farai@news.example');
    expect(mail?.textContent).toBe('Email Farai Chikore');
  });

  it('shows no e-mail link or empty paragraph when the author has none', () => {
    const document = parse(authorHtml({ about: '', email: undefined }));
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect([...document.querySelectorAll('main p')].map((p) => p.textContent)).not.toContain('');
  });
});

describe('lite corrections', () => {
  it('lists each note with the story it corrects (its lite page), newest first, with page links', () => {
    const html = liteCorrectionsHtml({
      origin: ORIGIN,
      siteName: 'The Daily Chronicle',
      head: { title: 'Corrections and clarifications | The Daily Chronicle', canonicalPath: '/corrections' },
      page: 1,
      notes: [
        {
          id: 'c1',
          kind: 'clarification',
          note: `The vote ${HOSTILE}`,
          publishedAt: '2026-11-28T12:00:00Z',
          story: { id: STORY_ID, slug: 'bus-lanes', title: 'Bus lanes' },
        },
      ],
      hasNextPage: true,
    });
    expect(runnable(html)).toEqual([]);
    const document = parse(html);
    // The story's address, its slug (decision 206).
    expect(document.querySelector('main li a')?.getAttribute('href')).toBe('/lite/story/bus-lanes');
    expect(document.querySelector('main li')?.textContent).toContain(`Clarification: The vote ${HOSTILE}`);
    expect(document.querySelector('nav[aria-label="Pages"] a')?.getAttribute('href')).toBe('/lite/corrections?page=2');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/corrections`);
  });
});

describe('lite search', () => {
  const hit = (overrides: Partial<SearchHit>): SearchHit => ({
    kind: 'story',
    id: STORY_ID,
    title: `${MARK_START}Bus${MARK_END} lanes`,
    snippet: `The ${MARK_START}bus${MARK_END} trial <b>continues</b>`,
    category: 'Politics',
    author: '',
    imageUrl: '',
    imageAlt: '',
    publishTime: '2026-11-28T09:30:00.000Z',
    ...overrides,
  });

  it('is a plain GET form with the results rendered on the server, the words escaped', () => {
    const html = liteSearchHtml({
      origin: ORIGIN,
      siteName: 'The Daily Chronicle',
      q: HOSTILE,
      page: 1,
      hits: [
        hit({ slug: 'bus-lanes' }),
        hit({ kind: 'essay', id: 'a2000000-0000-4000-8000-000000000008', title: 'Kariba' }),
      ],
      total: 45,
      pageSize: 20,
    });
    expect(runnable(html)).toEqual([]);
    expect(html).not.toContain('<script>alert');
    const document = parse(html);
    const form = document.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/lite/search']);
    expect(document.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe(HOSTILE);
    expect(document.querySelector('label')?.getAttribute('for')).toBe('lite-search-q');
    expect(document.querySelector('h1')?.textContent).toBe(`Search results for “${HOSTILE}”`);
    const links = [...document.querySelectorAll('main li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Bus lanes', '/lite/story/bus-lanes'],
      ['Kariba', '/#photo-essay-a2000000-0000-4000-8000-000000000008'],
    ]);
    expect(document.querySelector('main li mark')?.textContent).toBe('Bus');
    expect(document.querySelector('main li b')).toBeNull();
    const more = [...document.querySelectorAll('main a')].find((a) => a.textContent === 'More results');
    const next = new URL(more!.getAttribute('href')!, ORIGIN);
    expect([next.pathname, next.searchParams.get('q'), next.searchParams.get('page')]).toEqual([
      '/lite/search',
      HOSTILE,
      '2',
    ]);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('lite paths and hostile input', () => {
  it('knows /lite, /lite/story/{id} and /lite/category/{slug}; anything else under /lite is its 404 page', () => {
    expect(liteRoute('/lite')).toEqual({ page: 'front' });
    expect(liteRoute('/lite/story/abc')).toEqual({ page: 'story', id: 'abc' });
    expect(liteRoute('/lite/story/abc/x')).toEqual({ page: 'not-found' });
    expect(liteRoute('/lite/category/sports')).toEqual({ page: 'category', slug: 'sports' });
    expect(liteRoute('/lite/search')).toEqual({ page: 'search' });
    expect(liteRoute('/lite/corrections')).toEqual({ page: 'corrections' });
    expect(liteRoute('/lite/author/farai-chikore')).toEqual({ page: 'author', slug: 'farai-chikore' });
    expect(liteRoute('/lite/topic/elections-2026')).toEqual({ page: 'topic', slug: 'elections-2026' });
    expect(liteRoute('/lite/category/Sports%20x')).toEqual({ page: 'not-found' });
    expect(liteRoute('/lite/%3Cscript%3E')).toEqual({ page: 'not-found' });
  });

  it('drops every query parameter of a lite page before it renders or is cached', () => {
    const hostile = `/lite/story/${STORY_ID}?q=${encodeURIComponent(HOSTILE)}&utm_source=x&page=-1`;
    expect(pageUrl(new URL(hostile, ORIGIN)).href).toBe(`${ORIGIN}/lite/story/${STORY_ID}`);
    expect(pageUrl(new URL(`/lite?q=${encodeURIComponent(HOSTILE)}`, ORIGIN)).href).toBe(`${ORIGIN}/lite`);
    expect(pageUrl(new URL('/lite/search?utm_source=x&q=vote&category=x&page=2', ORIGIN)).href).toBe(
      `${ORIGIN}/lite/search?q=vote&page=2`,
    );
    // A category keeps its page number, nothing else.
    expect(pageUrl(new URL('/lite/category/sports?page=2&q=x&utm_source=y', ORIGIN)).href).toBe(
      `${ORIGIN}/lite/category/sports?page=2`,
    );
  });

  it('answers /lite/search without words with its form, and a page that cannot exist with 404', async () => {
    const deps = {
      config: { siteName: 'The Daily Chronicle', supabaseUrl: PLATFORM.supabaseUrl },
      remotes: {} as ServerRemotes,
      timeoutMs: 100,
    } as unknown as Parameters<typeof answerLite>[2];
    const empty = await answerLite(new URL('/lite/search?q=%20%20', ORIGIN), ORIGIN, deps);
    expect(empty.status).toBe(200);
    expect(parse(await empty.text()).querySelector('form input[name="q"]')).not.toBeNull();
    for (const page of ['0', '-1', 'x', '99999999']) {
      const response = await answerLite(new URL(`/lite/search?q=vote&page=${page}`, ORIGIN), ORIGIN, deps);
      expect(response.status, page).toBe(404);
    }
  });

  it('answers an unknown lite path with its 404 page: escaped, no script, the lite CSP', async () => {
    const deps = {
      config: { siteName: 'The Daily Chronicle', supabaseUrl: PLATFORM.supabaseUrl },
      remotes: {} as ServerRemotes,
      timeoutMs: 100,
      htmlHeaders: { 'Content-Security-Policy': "script-src 'self'", 'X-Frame-Options': 'DENY' },
    } as unknown as Parameters<typeof answerLite>[2];
    const response = await answerLite(
      new URL(`/lite/${encodeURIComponent(HOSTILE)}?x=${HOSTILE}`, ORIGIN),
      ORIGIN,
      deps,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(LITE_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(runnable(html)).toEqual([]);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Page not found');
  });
});

describe('the lite newsletter sign-up (issue 55)', () => {
  const deps = {
    config: { siteName: 'The Daily Chronicle', supabaseUrl: PLATFORM.supabaseUrl },
    remotes: {} as ServerRemotes,
    timeoutMs: 100,
  } as unknown as Parameters<typeof answerLite>[2];
  const answer = (path: string) => answerLite(new URL(path, ORIGIN), ORIGIN, deps);

  it('puts a plain POST form on the front: a labelled address, the full site’s two choices, a button', () => {
    const html = liteFrontHtml({ origin: ORIGIN, siteName: 'The Daily Chronicle', stories: [] });
    expect(runnable(html)).toEqual([]);
    const form = parse(html).querySelector('form[method="post"]');
    expect(form?.getAttribute('action')).toBe('/lite/newsletter');
    const field = form?.querySelector('input[name="email"]');
    expect(form?.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe('Email address');
    const choices = [...(form?.querySelectorAll('label:has(input[type="checkbox"])') ?? [])];
    expect(choices.map((label) => [label.textContent?.trim(), label.querySelector('input')?.name])).toEqual([
      ["The morning edition: the day's top stories at 6 a.m.", 'morningEdition'],
      ['Breaking news alerts (at most one every 10 minutes)', 'breakingAlerts'],
    ]);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Subscribe');
    // Only the address, the two choices and the button: nothing hidden goes with it.
    expect(form?.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('shows the form alone at /lite/newsletter, cached like a public page; every lite footer links it', async () => {
    const response = await answer('/lite/newsletter');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const document = parse(await response.text());
    expect(document.querySelector('h1')?.textContent).toBe('Subscribe to our newsletter');
    expect((document.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('footer a[href="/lite/newsletter"]')?.textContent).toBe('Newsletter');
  });

  it('says "Check your inbox" after a sign-up: never stored, the lite CSP, no script', async () => {
    const response = await answer('/lite/newsletter?result=sent&email=ann%40example.com');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(LITE_CONTENT_SECURITY_POLICY);
    const html = await response.text();
    expect(runnable(html)).toEqual([]);
    expect(parse(html).querySelector('h1')?.textContent).toBe('Check your inbox');
    expect(html).not.toContain('ann@example.com');
    expect(parse(html).querySelector('main form')).toBeNull();
  });

  it('gives the reason in words and the form again with the typed address, escaped', async () => {
    const reasons = {
      invalid: 'Please enter a valid email address.',
      choose: 'Please choose at least one newsletter.',
      limited: 'Too many sign-up attempts from your connection. Please try again later.',
      unavailable: 'The newsletter service is unavailable right now. Please try again in a few minutes.',
    };
    for (const [result, sentence] of Object.entries(reasons)) {
      const response = await answer(`/lite/newsletter?result=${result}&email=${encodeURIComponent(HOSTILE)}`);
      expect(response.headers.get('cache-control'), result).toBe('no-store');
      const html = await response.text();
      expect(runnable(html)).toEqual([]);
      const document = parse(html);
      expect(document.title, result).toMatch(/^Error: /);
      const field = document.querySelector('input[name="email"]') as HTMLInputElement;
      expect(field.value).toBe(HOSTILE);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(sentence);
    }
  });

  it('reads only its own results: an unknown one shows the form alone, without the address, never stored', async () => {
    const response = await answer('/lite/newsletter?result=hacked&email=x%40y.z');
    // Each crafted query would otherwise be one more shared cache entry.
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const query of ['?email=x%40y.z', '?result=', '?result=hacked']) {
      expect((await answer(`/lite/newsletter${query}`)).headers.get('cache-control'), query).toBe('no-store');
    }
    const document = parse(await response.text());
    expect(document.querySelector('main strong')).toBeNull();
    expect((document.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('');
    expect(pageUrl(new URL('/lite/newsletter?utm_source=x&email=a%40b.c&result=invalid', ORIGIN)).search).toBe(
      '?result=invalid&email=a%40b.c',
    );
  });
});
