import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { largeStoryDocument } from '../largeStory.ts';
import type { DocumentNode } from '../types.ts';
import type { RelatedStoryCard } from './context.ts';
import { documentHeadings } from './headings.ts';
import { relatedStoryIds, toPlainTextForJsonLd } from './plainTexts.ts';
import { StoryDocumentView } from './StoryDocumentView.tsx';

const PLATFORM = { supabaseUrl: 'https://project.supabase.co', transformations: true };
const RELATED_ID = '0b9f4a56-1c1e-4b51-8a0c-5d7f3f2a9e11';

const doc = (...content: DocumentNode[]): DocumentNode => ({ type: 'doc', content });
const text = (value: string, marks?: DocumentNode['marks']): DocumentNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: DocumentNode[]): DocumentNode => ({ type: 'paragraph', content });
const heading = (level: number, value: string): DocumentNode => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const embed = (provider: string, url: string): DocumentNode => ({ type: 'embed', attrs: { provider, url } });

const markup = (document: unknown, related?: ReadonlyMap<string, RelatedStoryCard>) =>
  renderToStaticMarkup(<StoryDocumentView document={document} relatedStories={related} platform={PLATFORM} />);

/** Parses `html` as XML: a well-formed fragment parses without a parsererror element. */
function parsesAsXml(html: string): boolean {
  const parsed = new DOMParser().parseFromString(`<article>${html}</article>`, 'application/xml');
  return parsed.getElementsByTagName('parsererror').length === 0 && parsed.documentElement.nodeName === 'article';
}

const EVERY_NODE = doc(
  heading(2, 'Key facts'),
  paragraph(
    text('Bold', [{ type: 'bold' }]),
    { type: 'hardBreak' },
    text('italic & struck', [{ type: 'italic' }, { type: 'strike' }]),
    text(' sponsored', [{ type: 'link', attrs: { href: 'https://shop.example/?a=1&b=2', sponsored: true } }]),
  ),
  { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('One'))] }] },
  { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [paragraph(text('Three'))] }] },
  { type: 'blockquote', content: [paragraph(text('Quoted'))] },
  { type: 'pullQuote', attrs: { attribution: 'A nurse' }, content: [text('Before eight')] },
  { type: 'horizontalRule' },
  {
    type: 'image',
    attrs: {
      src: 'blog-images/stories/a.jpg',
      alt: 'A bus at dawn',
      caption: 'Morning',
      credit: 'F. Chikore',
      focalX: 50,
      focalY: 40,
    },
  },
  embed('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
  { type: 'factBox', attrs: { title: 'In numbers' }, content: [paragraph(text('Six weeks'))] },
  { type: 'relatedStory', attrs: { storyId: RELATED_ID } },
  {
    type: 'table',
    content: [
      { type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(text('Route'))] }] },
      {
        type: 'tableRow',
        content: [{ type: 'tableCell', attrs: { colspan: 2 }, content: [paragraph(text('Seke Road'))] }],
      },
    ],
  },
);

const RELATED = new Map([[RELATED_ID, { id: RELATED_ID, headline: 'Bus lanes stay', href: `/story/${RELATED_ID}` }]]);

describe('StoryDocumentView', () => {
  it('renders every node and mark as well-formed markup', () => {
    const html = markup(EVERY_NODE, RELATED);
    expect(parsesAsXml(html)).toBe(true);
    expect(parsesAsXml('<p>broken')).toBe(false);
    for (const element of [
      '<h2 id="key-facts">',
      '<strong>Bold</strong>',
      '<br/>',
      '<em><s>italic &amp; struck</s></em>',
      '<ol start="3">',
      '<blockquote>',
      '<hr/>',
      '<figure class="story-image">',
      '<aside class="story-fact-box" aria-label="In numbers">',
      '<th>',
      '<td colSpan="2">',
    ])
      expect(html).toContain(element);
    expect(html).toContain('<a href="https://shop.example/?a=1&amp;b=2" rel="noopener noreferrer sponsored">');
    expect(html).toContain(`<a href="/story/${RELATED_ID}">`);
  });

  it('renders the whole benchmark story', () => {
    const html = markup(largeStoryDocument());
    expect(parsesAsXml(html)).toBe(true);
    expect(html.match(/<h[23] /g)).toHaveLength(20);
    expect(html.match(/<button /g)).toHaveLength(5);
  });

  it('escapes hostile text and attributes instead of interpreting them', () => {
    const html = markup(
      doc(
        paragraph(text('<script>alert(1)</script>'), text('"><img src=x onerror=alert(1)>', [{ type: 'bold' }])),
        { type: 'image', attrs: { src: 'https://images.example/a.jpg', alt: '"><svg onload=alert(1)>' } },
        { type: 'pullQuote', attrs: { attribution: '</aside><script>x</script>' }, content: [text('q')] },
      ),
    );
    expect(html).not.toMatch(/<script|<img src=x|<svg/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(parsesAsXml(html)).toBe(true);
  });

  it('renders no link, image or frame from a URL the schema refuses, whatever reached it', () => {
    const html = markup(
      doc(
        paragraph(text('click', [{ type: 'link', attrs: { href: ' javascript:alert(1)' } }])),
        paragraph(text('data', [{ type: 'link', attrs: { href: 'data:text/html,<b>' } }])),
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
        embed('youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ'),
      ),
    );
    expect(html).toBe('<p>click</p><p>data</p>');
  });

  it('renders nothing for unknown nodes, and unknown marks add no element', () => {
    const html = markup(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        paragraph(text('kept', [{ type: 'font', attrs: { color: 'red' } }])),
      ),
    );
    expect(html).toBe('<p>kept</p>');
    expect(markup('<p>not a document</p>')).toBe('');
  });

  it('gives headings stable, distinct ids', () => {
    const document = doc(
      heading(2, 'Résumé: the 2025 budget'),
      heading(3, 'Résumé: the 2025 budget'),
      heading(2, '¿?'),
    );
    expect(documentHeadings(document).map((entry) => entry.id)).toEqual([
      'resume-the-2025-budget',
      'resume-the-2025-budget-2',
      'section',
    ]);
    expect(markup(document)).toContain('<h3 id="resume-the-2025-budget-2">');
  });

  it('loads the opening photo at once and every other one lazily, through the responsive-image helper', () => {
    const image = (name: string): DocumentNode => ({
      type: 'image',
      attrs: { src: `blog-images/${name}.jpg`, alt: name },
    });
    const html = markup(doc(image('first'), paragraph(text('x')), image('second')));
    expect(html).toMatch(
      /<img src="https:\/\/project\.supabase\.co\/storage\/v1\/render\/image\/public\/blog-images\/first\.jpg\?width=800"[^>]*srcSet="[^"]*320w[^"]*"[^>]*loading="eager"/,
    );
    expect(html).toMatch(/second\.jpg[^>]*loading="lazy"/);
  });

  it('shows a related story only when the caller knows it', () => {
    const card = doc({ type: 'relatedStory', attrs: { storyId: RELATED_ID } });
    expect(markup(card)).toBe('');
    expect(markup(card, RELATED)).toContain('Bus lanes stay');
    expect(relatedStoryIds(EVERY_NODE)).toEqual([RELATED_ID]);
  });
});

describe('embeds', () => {
  it('load nothing from the provider until the reader presses the labelled button', async () => {
    const { container } = render(
      <StoryDocumentView
        document={doc(embed('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'))}
        platform={PLATFORM}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[src]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play the video from YouTube' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame?.getAttribute('title')).toBe('YouTube embed');
  });

  it.each([
    ['vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    [
      'x',
      'https://x.com/chronicle/status/1790000000000000000',
      'https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&dnt=true',
    ],
    ['instagram', 'https://www.instagram.com/p/C0ffee12345/', 'https://www.instagram.com/p/C0ffee12345/embed/'],
    [
      'tiktok',
      'https://www.tiktok.com/@chronicle/video/7300000000000000000',
      'https://www.tiktok.com/player/v1/7300000000000000000',
    ],
    [
      'spotify',
      'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
      'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
    ],
    [
      'soundcloud',
      'https://soundcloud.com/chronicle/morning',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fchronicle%2Fmorning&auto_play=true',
    ],
  ])('%s opens its player', async (provider, url, src) => {
    const { container } = render(<StoryDocumentView document={doc(embed(provider, url))} platform={PLATFORM} />);
    await userEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(src);
  });
});

describe('for a feed or an e-mail (feedOrigin)', () => {
  const feedMarkup = (document: unknown) =>
    renderToStaticMarkup(
      <StoryDocumentView
        document={document}
        relatedStories={RELATED}
        platform={PLATFORM}
        feedOrigin="https://news.example"
      />,
    );

  it('makes site paths absolute and leaves other links as they are', () => {
    const html = feedMarkup(
      doc(
        paragraph(
          text('ours', [{ type: 'link', attrs: { href: '/story/abc#why' } }]),
          text('theirs', [{ type: 'link', attrs: { href: 'https://example.org/a' } }]),
          text('mail', [{ type: 'link', attrs: { href: 'mailto:desk@news.example' } }]),
        ),
        { type: 'relatedStory', attrs: { storyId: RELATED_ID } },
      ),
    );
    expect(html).toContain('href="https://news.example/story/abc#why"');
    expect(html).toContain('href="https://example.org/a"');
    expect(html).toContain('href="mailto:desk@news.example"');
    expect(html).not.toMatch(/href="\//);
  });

  it('turns every embed into a link to the original: no button, frame or script', () => {
    const html = feedMarkup(
      doc(
        embed('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
        embed('x', 'https://x.com/chronicle/status/1790000000000000000'),
      ),
    );
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer">View on YouTube: https://www.youtube.com/watch?v=dQw4w9WgXcQ</a>',
    );
    expect(html).toContain('View on X: https://x.com/chronicle/status/1790000000000000000');
    expect(html).not.toMatch(/<(button|iframe|script)/);
    expect(parsesAsXml(html)).toBe(true);
  });
});

describe('toPlainTextForJsonLd', () => {
  it('is the story text without empty paragraphs', () => {
    expect(toPlainTextForJsonLd(doc(heading(2, 'Title'), paragraph(), paragraph(text('  Body  '))))).toBe(
      'Title\n\nBody',
    );
  });
});

it('no file of the renderer sets inner HTML', () => {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
  expect(sources.length).toBeGreaterThan(5);
  for (const name of sources)
    expect(readFileSync(path.join(folder, name), 'utf8')).not.toMatch(/dangerouslySetInnerHTML|innerHTML/);
});
