import { describe, expect, it } from 'vitest';
import { largeStoryDocument } from './largeStory.ts';
import { validateDocument } from './validate.ts';
import type { DocumentNode } from './types.ts';

const doc = (...content: DocumentNode[]): DocumentNode => ({ type: 'doc', content });
const text = (value: string, marks?: DocumentNode['marks']): DocumentNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: DocumentNode[]): DocumentNode => ({ type: 'paragraph', content });
const linkTo = (href: unknown) => doc(paragraph(text('source', [{ type: 'link', attrs: { href } }])));
const HREF_PROBLEM =
  'content[0].content[0].marks[0].attrs.href: must be an http(s) or mailto link or a path on this site';

describe('validateDocument', () => {
  it('accepts the benchmark story and the empty document', () => {
    expect(validateDocument(largeStoryDocument())).toBeNull();
    expect(validateDocument({ type: 'doc', content: [] })).toBeNull();
    expect(validateDocument({ type: 'doc', content: [{ type: 'paragraph' }] })).toBeNull();
  });

  it('names the first problem and where it is', () => {
    const document = doc(paragraph(text('fine')), {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'script' }] }],
    });
    expect(validateDocument(document)).toBe('content[1].content[0].content[0]: unknown node "script"');
  });

  it.each([
    ['https://example.org/report?id=1#top', null],
    ['http://example.org', null],
    ['mailto:desk@example.org?subject=Tip', null],
    ['/story/0b9f4a56-1c1e-4b51-8a0c-5d7f3f2a9e11', null],
    ['/', null],
    ['javascript:alert(1)', HREF_PROBLEM],
    ['JAVASCRIPT:alert(1)', HREF_PROBLEM],
    ['\u0000javascript:alert(1)', HREF_PROBLEM],
    ['java\nscript:alert(1)', HREF_PROBLEM],
    ['&#x6A;avascript:alert(1)', HREF_PROBLEM],
    ['data:text/html;base64,PHNjcmlwdD4=', HREF_PROBLEM],
    ['vbscript:msgbox', HREF_PROBLEM],
    ['//evil.example', HREF_PROBLEM],
    ['/\\evil.example', HREF_PROBLEM],
    ['https://user:pass@evil.example', HREF_PROBLEM],
    ['https://example.org/a b', HREF_PROBLEM],
    [42, HREF_PROBLEM],
  ])('link %j → %s', (href, problem) => {
    expect(validateDocument(linkTo(href))).toBe(problem);
  });

  it('checks each embed against its own provider', () => {
    const embed = (provider: string, url: string) => doc({ type: 'embed', attrs: { provider, url } });
    expect(validateDocument(embed('vimeo', 'https://vimeo.com/76979871'))).toBeNull();
    expect(validateDocument(embed('vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'))).toBe(
      'content[0].attrs.url: must be a canonical Vimeo URL',
    );
    expect(validateDocument(embed('x', 'https://twitter.com/a/status/1'))).toBe(
      'content[0].attrs.url: must be a canonical X URL',
    );
  });

  it('applies the livePost profile from the same definitions', () => {
    const withTable = doc({ type: 'table', content: [] });
    expect(validateDocument(withTable, 'livePost')).toBe('content[0]: "table" is not allowed in a livePost document');
    expect(validateDocument(doc(paragraph(text('x', [{ type: 'strike' }]))), 'livePost')).toBe(
      'content[0].content[0].marks[0]: "strike" is not allowed in a livePost document',
    );
    expect(validateDocument(doc(paragraph(text('x', [{ type: 'bold' }]))), 'livePost')).toBeNull();
  });

  it('counts alt text without its surrounding spaces, in characters', () => {
    const image = (alt: string) => doc({ type: 'image', attrs: { src: 'blog-images/a.jpg', alt } });
    expect(validateDocument(image('   '))).toBe('content[0].attrs.alt: must be 1 to 300 characters');
    expect(validateDocument(image('🚌'.repeat(300)))).toBeNull();
    expect(validateDocument(image('🚌'.repeat(301)))).toBe('content[0].attrs.alt: must be 1 to 300 characters');
  });

  it('accepts null for an optional attribute, as Tiptap writes its defaults', () => {
    const image = doc({
      type: 'image',
      attrs: { src: 'https://images.example/a.jpg', alt: 'A bus', caption: null, focalX: null },
    });
    expect(validateDocument(image)).toBeNull();
  });

  it('limits nesting, text and size', () => {
    let node: DocumentNode = paragraph(text('deep'));
    for (let i = 0; i < 4; i += 1) node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
    expect(validateDocument(doc(node))).toBeNull();
    expect(validateDocument(doc(paragraph(text('x'.repeat(100_000)))))).toBeNull();
    expect(validateDocument(doc(paragraph(text('x'.repeat(99_999))), paragraph(text('y'))))).toBe(
      'document: more than 100000 characters of text',
    );
    expect(validateDocument(doc(paragraph(text('é'.repeat(140_000)))))).toBe(
      'document: more than 262144 bytes of JSON',
    );
  });
});
