// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildCorrectionsRss, buildRss } from './rss.ts';
import type { FeedDocuments } from './storyFeedHtml.tsx';

/** C0 controls other than tab, LF and CR: XML 1.0 forbids them. */
const forbiddenControls = (text: string) => [...text].filter((c) => c < ' ' && !'\t\n\r'.includes(c));

describe('buildCorrectionsRss', () => {
  it("lists each note, escaped, linked to its story's address, with its own date", () => {
    const body = buildCorrectionsRss({
      origin: 'https://news.example',
      siteName: 'The Daily Chronicle',
      title: 'Corrections',
      description: 'Corrections',
      feedPath: '/corrections/rss.xml',
      pagePath: '/corrections',
      notes: [
        {
          id: 'n1',
          kind: 'clarification',
          note: '<script>alert(1)</script> & more',
          publishedAt: '2026-11-21T10:00:00Z',
          story: { id: 's 1', slug: 'vote-count', title: 'Vote <b>count</b>' },
        },
        {
          id: 'n2',
          kind: 'correction',
          note: 'Fixed.',
          publishedAt: '2026-11-20T10:00:00Z',
          story: { id: 's 2', title: 'No slug read' },
        },
      ],
    });
    expect(body).toContain('<title>Clarification: Vote &lt;b&gt;count&lt;/b&gt;</title>');
    // Its slug's address (decision 206); without a slug, the id's, which redirects.
    expect(body).toContain('<link>https://news.example/story/vote-count</link>');
    expect(body).toContain('<link>https://news.example/story/s%202</link>');
    expect(body).toContain(
      '<description>Clarification: &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</description>',
    );
    expect(body).toContain('<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate>');
    expect(body).not.toContain('<script>');
  });

  it('drops a control character XML forbids from a title or a note (issue 47)', () => {
    const body = buildCorrectionsRss({
      origin: 'https://news.example',
      siteName: 'The Daily\u000B Chronicle',
      title: 'Corrections',
      description: 'Corrections',
      feedPath: '/corrections/rss.xml',
      pagePath: '/corrections',
      notes: [
        {
          id: 'n1',
          kind: 'correction',
          note: 'The rate\u0000 was 5%.',
          publishedAt: '2026-11-21T10:00:00Z',
          story: { id: 's1', title: 'Rates\u000Bcut' },
        },
      ],
    });
    expect(body).toContain('<title>Correction: Ratescut</title>');
    expect(forbiddenControls(body)).toEqual([]);
  });
});

describe('buildRss dates (issue 49)', () => {
  const story = {
    id: 's1',
    title: 'Dam levels',
    summary: 'Text',
    author: '',
    publishTime: '2026-11-21T10:00:00Z',
    readTime: '3',
    category: '',
    isFeatured: false,
    imageUrl: '',
    imageAlt: '',
    imageCaption: '',
    imageAuthor: '',
    viewCount: 0,
  };
  const feed = (updatedTime: string) =>
    buildRss({
      origin: 'https://news.example',
      siteName: 'The Daily Chronicle',
      title: 'The Daily Chronicle',
      description: 'News',
      feedPath: '/rss.xml',
      pagePath: '/',
      stories: [{ ...story, updatedTime }],
    });

  it('keeps the first publication as pubDate and gives a later change as atom:updated', () => {
    const body = feed('2026-11-27T16:05:00Z');
    expect(body).toContain('<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate>');
    expect(body).toContain('<atom:updated>2026-11-27T16:05:00.000Z</atom:updated>');
    expect(feed('2026-11-21T10:00:00Z')).not.toContain('atom:updated');
  });
});

describe('buildRss content:encoded (issue 48)', () => {
  const STORY_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
  const RELATED_ID = '0b9f4a56-1c1e-4b51-8a0c-5d7f3f2a9e11';
  const HOSTILE = '<script>alert(1)</script>]]>&amp;<img src=x onerror=alert(2)>';
  const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
  const paragraph = (value: string) => ({ type: 'paragraph', content: [text(value)] });
  const body = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text(HOSTILE)] },
      {
        type: 'paragraph',
        content: [
          text(HOSTILE, [{ type: 'bold' }, { type: 'italic' }, { type: 'strike' }]),
          text('our earlier report', [{ type: 'link', attrs: { href: `/story/${RELATED_ID}` } }]),
          { type: 'hardBreak' },
        ],
      },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(HOSTILE)] }] },
      { type: 'orderedList', attrs: { start: 2 }, content: [{ type: 'listItem', content: [paragraph(HOSTILE)] }] },
      { type: 'blockquote', content: [paragraph(HOSTILE)] },
      { type: 'pullQuote', attrs: { attribution: HOSTILE }, content: [text(HOSTILE)] },
      { type: 'horizontalRule' },
      {
        type: 'image',
        attrs: { src: 'blog-images/harare/dam.jpg', alt: HOSTILE, caption: HOSTILE, credit: HOSTILE },
      },
      { type: 'embed', attrs: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      { type: 'factBox', attrs: { title: HOSTILE }, content: [paragraph(HOSTILE)] },
      { type: 'relatedStory', attrs: { storyId: RELATED_ID } },
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(HOSTILE)] }] },
          { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(HOSTILE)] }] },
        ],
      },
    ],
  };
  const documents: FeedDocuments = {
    bodies: new Map([[STORY_ID, body]]),
    standfirsts: new Map(),
    related: new Map([[RELATED_ID, { id: RELATED_ID, headline: HOSTILE, href: `/story/${RELATED_ID}` }]]),
    platform: { supabaseUrl: 'https://project.supabase.co', transformations: false },
  };
  const feed = (given: FeedDocuments = documents) =>
    buildRss({
      origin: 'https://news.example',
      siteName: 'The Daily Chronicle',
      title: 'The Daily Chronicle',
      description: 'News',
      feedPath: '/rss.xml',
      pagePath: '/',
      stories: [
        {
          id: STORY_ID,
          title: 'Dam levels',
          summary: 'Text',
          author: 'Tendai Moyo',
          publishTime: '2026-11-21T10:00:00Z',
          readTime: '3',
          category: 'Zimbabwe',
          isFeatured: false,
          imageUrl: '',
          imageAlt: '',
          imageCaption: '',
          imageAuthor: '',
          viewCount: 0,
        },
      ],
      documents: given,
    });

  /** The feed parsed as XML, and its one item's content:encoded read back as the HTML it carries. */
  function encodedHtml(xml: string): string {
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    const encoded = parsed.getElementsByTagName('content:encoded');
    expect(encoded).toHaveLength(1);
    return encoded[0].textContent ?? '';
  }

  it('carries the rendered document, hostile text in every node escaped, as well-formed XML', () => {
    const html = encodedHtml(feed());
    const fragment = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    expect(fragment.querySelectorAll('script, iframe, button, [onerror]')).toHaveLength(0);
    expect(fragment.querySelectorAll('img')).toHaveLength(1);
    // Each of the 14 places holding hostile text shows it as text.
    expect(fragment.body.textContent?.split('<script>alert(1)</script>').length).toBeGreaterThan(14);
    expect(fragment.querySelector('h2')?.textContent).toBe(HOSTILE);
  });

  it('makes URLs absolute and turns embeds into links to the original', () => {
    const html = encodedHtml(feed());
    expect(html).toContain(`href="https://news.example/story/${RELATED_ID}"`);
    expect(html).toContain('src="https://project.supabase.co/storage/v1/object/public/blog-images/harare/dam.jpg"');
    expect(html).toContain('View on YouTube: https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(html).not.toMatch(/(href|src)="\//);
  });

  it('describes an item by its standfirst where one is set, else by the text (decision 205)', () => {
    const description = (xml: string) =>
      new DOMParser().parseFromString(xml, 'application/xml').querySelector('item > description')?.textContent;
    expect(description(feed())).toBe('Text');
    const standfirsts = new Map([[STORY_ID, `Levels fell ${HOSTILE}`]]);
    expect(description(feed({ ...documents, standfirsts }))).toBe(`Levels fell ${HOSTILE}`);
  });

  it('has no content:encoded for a story without a document', () => {
    expect(feed({ ...documents, bodies: new Map() })).not.toContain('content:encoded>');
  });
});
