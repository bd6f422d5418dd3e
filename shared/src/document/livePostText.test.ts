import { describe, expect, it } from 'vitest';
import { livePostText } from './livePostText.ts';
import type { DocumentMark, DocumentNode } from './types.ts';

const text = (value: string, marks?: DocumentMark[]): DocumentNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const link = (href: string): DocumentMark => ({ type: 'link', attrs: { href } });
const doc = (...content: DocumentNode[]): DocumentNode => ({ type: 'doc', content });
const paragraph = (...content: DocumentNode[]): DocumentNode => ({ type: 'paragraph', content });

describe('livePostText', () => {
  it('writes a run of linked text as [text](address), a bold part of it included', () => {
    const document = doc(
      paragraph(
        text('See '),
        text('the shelter', [link('https://example.org/s')]),
        text(' list', [{ type: 'bold' }, link('https://example.org/s')]),
        text('.'),
      ),
    );
    expect(livePostText(document)).toBe('See [the shelter list](https://example.org/s).');
  });

  it('writes a link whose text is its address bare, and a mailto link as its text', () => {
    const document = doc(paragraph(text('https://example.org/a', [link('https://example.org/a')])), {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [paragraph(text('Write', [link('mailto:d@x.org')]))] }],
    });
    expect(livePostText(document)).toBe('https://example.org/a\n\nWrite');
  });
});
