import { PATTERNS } from '../../../../shared/src/document/schema.ts';
import { HOSTILE_URLS, payloadChunks, XSS_PAYLOADS } from './xssPayloads.ts';

// Story documents (issue 48) with the payloads in every node and mark the schema has: what a
// hostile writer can store through the API. Its URLs are ones the database accepts (quotes and
// parentheses included); HOSTILE_URLS in a link, an image or an embed are refused (checked too).

type Node = Record<string, unknown>;

/** Attribute text may not hold control or bidi characters (the database refuses them). */
const NOT_IN_ATTRIBUTES = new RegExp(PATTERNS.attributeText.regex, 'g');
const attribute = (value: string, limit: number) => value.replace(NOT_IN_ATTRIBUTES, ' ').slice(0, limit);

const text = (value: string, marks?: Node[]): Node => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (value: string): Node => ({ type: 'paragraph', content: [text(value)] });
const listItem = (value: string): Node => ({ type: 'listItem', content: [paragraph(value)] });
const link = (href: string, sponsored = false): Node => ({ type: 'link', attrs: { href, sponsored } });

/** Links the database accepts that try to break out of the attribute or run script when followed. */
export const ACCEPTED_HOSTILE_HREFS = [
  "https://example.org/'onmouseover='alert(1)'",
  "/story/x'onclick='alert(1)'",
  'mailto:a@example.org?subject=%3Cscript%3Ealert(1)%3C/script%3E',
];

/** Every node and mark, each with payloads in its text and attributes. */
export function hostileStoryDocument(relatedStoryId: string): Node {
  const chunks = payloadChunks(120);
  const cell = (type: string, value: string): Node => ({ type, content: [paragraph(value)] });
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text(XSS_PAYLOADS[0])] },
      { type: 'heading', attrs: { level: 3 }, content: [text(XSS_PAYLOADS[10])] },
      ...XSS_PAYLOADS.map((payload, i) => ({
        type: 'paragraph',
        content: [
          text(payload, [[{ type: 'bold' }], [{ type: 'italic' }], [{ type: 'strike' }]][i % 3]),
          { type: 'hardBreak' },
          text(payload, [link(ACCEPTED_HOSTILE_HREFS[i % ACCEPTED_HOSTILE_HREFS.length], i % 2 === 0)]),
        ],
      })),
      { type: 'bulletList', content: XSS_PAYLOADS.slice(0, 5).map(listItem) },
      { type: 'orderedList', attrs: { start: 3 }, content: XSS_PAYLOADS.slice(5, 10).map(listItem) },
      { type: 'blockquote', content: [paragraph(XSS_PAYLOADS[11])] },
      { type: 'pullQuote', attrs: { attribution: attribute(XSS_PAYLOADS[1], 200) }, content: [text(XSS_PAYLOADS[2])] },
      { type: 'horizontalRule' },
      {
        type: 'image',
        attrs: {
          src: 'blog-images/xss/missing.png',
          alt: attribute(chunks[0], 300),
          caption: attribute(XSS_PAYLOADS.join(' '), 500),
          credit: attribute(chunks[1], 120),
        },
      },
      { type: 'embed', attrs: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      { type: 'embed', attrs: { provider: 'x', url: 'https://x.com/chronicle/status/1790000000000000000' } },
      { type: 'factBox', attrs: { title: attribute(chunks[2], 120) }, content: [paragraph(XSS_PAYLOADS[12])] },
      { type: 'relatedStory', attrs: { storyId: relatedStoryId } },
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', XSS_PAYLOADS[13]), cell('tableHeader', XSS_PAYLOADS[14])] },
          { type: 'tableRow', content: [cell('tableCell', XSS_PAYLOADS[15]), cell('tableCell', XSS_PAYLOADS[16])] },
        ],
      },
    ],
  };
}

/** Documents the database must refuse: each hostile URL as a link, an image source and an embed. */
export function refusedDocuments(): { what: string; body: Node }[] {
  return HOSTILE_URLS.flatMap((url) => [
    { what: `link ${url}`, body: { type: 'doc', content: [{ type: 'paragraph', content: [text('x', [link(url)])] }] } },
    { what: `image ${url}`, body: { type: 'doc', content: [{ type: 'image', attrs: { src: url, alt: 'x' } }] } },
    {
      what: `embed ${url}`,
      body: { type: 'doc', content: [{ type: 'embed', attrs: { provider: 'youtube', url } }] },
    },
  ]);
}
