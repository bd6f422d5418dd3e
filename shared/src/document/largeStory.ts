import type { DocumentNode, StoryDocument } from './types.ts';

/**
 * The benchmarks' story (issue 48's figures): 5,000 words in 20 sections, each with a subheading,
 * paragraphs with links and emphasis, and between them 10 images, 5 embeds, a table, lists, a pull
 * quote and a fact box. The same document for the database's validation and, later, the server
 * render, so their figures describe one story. Deterministic: no randomness, no clock.
 */
export function largeStoryDocument(): StoryDocument {
  const content: DocumentNode[] = [];
  for (let section = 0; section < SECTIONS; section += 1) content.push(...storySection(section));
  return { type: 'doc', content };
}

const SECTIONS = 20;
/** 20 sections × 5 paragraphs × 50 words = 5,000 words of body text, headings and extras aside. */
const PARAGRAPHS_PER_SECTION = 5;
const WORDS_PER_PARAGRAPH = 50;

const WORDS = (
  'the council said on monday that the trial of bus lanes would continue until the end of the ' +
  'month while officials gathered figures on journey times and passengers described shorter waits ' +
  'at stops along the busiest corridors of the city'
).split(' ');

const EMBEDS = [
  { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { provider: 'x', url: 'https://x.com/chronicle/status/1790000000000000000' },
  { provider: 'vimeo', url: 'https://vimeo.com/76979871' },
  { provider: 'spotify', url: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' },
  { provider: 'instagram', url: 'https://www.instagram.com/p/C0ffee12345/' },
];

const text = (value: string, marks?: DocumentNode['marks']): DocumentNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(seed * 7 + i) % WORDS.length]).join(' ');
}

/** 50 words: plain text, a link to a source, an italic phrase and a bold one. */
function paragraph(seed: number): DocumentNode {
  return {
    type: 'paragraph',
    content: [
      text(`${words(seed, 20)} `),
      text(words(seed + 1, 5), [{ type: 'link', attrs: { href: `https://example.org/report/${seed}` } }]),
      text(` ${words(seed + 2, 10)} `),
      text(words(seed + 3, 5), [{ type: 'italic' }]),
      text(` ${words(seed + 4, 5)} `),
      text(words(seed + 5, 5), [{ type: 'bold' }]),
      text('.'),
    ],
  };
}

function image(index: number): DocumentNode {
  return {
    type: 'image',
    attrs: {
      src: `blog-images/stories/bench-${index}.jpg`,
      alt: `Photograph ${index + 1}: commuters boarding a bus at a city stop`,
      caption: `Morning passengers at stop ${index + 1} during the trial.`,
      credit: 'Farai Chikore',
      focalX: 50,
      focalY: 40,
    },
  };
}

function table(): DocumentNode {
  const cell = (type: string, value: string): DocumentNode => ({
    type,
    attrs: { colspan: 1, rowspan: 1, colwidth: null },
    content: [{ type: 'paragraph', content: [text(value)] }],
  });
  const row = (type: string, values: string[]): DocumentNode => ({
    type: 'tableRow',
    content: values.map((value) => cell(type, value)),
  });
  return {
    type: 'table',
    content: [
      row('tableHeader', ['Route', 'Before (min)', 'During (min)']),
      ...Array.from({ length: 6 }, (_, i) => row('tableCell', [`Corridor ${i + 1}`, `${40 + i}`, `${30 + i}`])),
    ],
  };
}

const listItem = (value: string): DocumentNode => ({
  type: 'listItem',
  content: [{ type: 'paragraph', content: [text(value)] }],
});

/** What a section carries besides its paragraphs, by section number. */
function extras(section: number): DocumentNode[] {
  const added: DocumentNode[] = [];
  if (section % 2 === 0) added.push(image(section / 2));
  if (section % 4 === 1) added.push({ type: 'embed', attrs: EMBEDS[(section - 1) / 4] });
  if (section === 3) added.push(table());
  if (section === 5)
    added.push({
      type: 'bulletList',
      content: ['Lanes run 6–9am', 'And 4–7pm', 'Fines from next month'].map(listItem),
    });
  if (section === 7)
    added.push({
      type: 'pullQuote',
      attrs: { attribution: 'Rumbidzai Ncube, nurse' },
      content: [text('For the first time in years I reached work before eight.')],
    });
  if (section === 9)
    added.push({
      type: 'factBox',
      attrs: { title: 'The trial in numbers' },
      content: [{ type: 'bulletList', content: ['Three corridors', 'Six weeks', 'A quarter faster'].map(listItem) }],
    });
  return added;
}

function storySection(section: number): DocumentNode[] {
  const heading: DocumentNode = {
    type: 'heading',
    attrs: { level: section % 5 === 4 ? 3 : 2 },
    content: [text(`Section ${section + 1}: ${words(section, 4)}`)],
  };
  const paragraphs = Array.from({ length: PARAGRAPHS_PER_SECTION }, (_, i) =>
    paragraph(section * PARAGRAPHS_PER_SECTION + i),
  );
  return [heading, ...paragraphs.slice(0, 2), ...extras(section), ...paragraphs.slice(2)];
}

export const LARGE_STORY_WORDS = SECTIONS * PARAGRAPHS_PER_SECTION * WORDS_PER_PARAGRAPH;
