import { describe, expect, it } from 'vitest';
import { trimDocument } from './trimDocument.ts';

const text = (value: string) => ({ type: 'paragraph', content: [{ type: 'text', text: value }] });

describe('trimDocument', () => {
  it('drops the empty paragraphs the editor keeps at the end', () => {
    expect(
      trimDocument({
        type: 'doc',
        content: [text('Last words.'), { type: 'paragraph' }, { type: 'paragraph', content: [] }],
      }),
    ).toEqual({
      type: 'doc',
      content: [text('Last words.')],
    });
  });

  it('keeps empty paragraphs between blocks, and the one of an empty story', () => {
    const document = { type: 'doc' as const, content: [text('One'), { type: 'paragraph' }, text('Two')] };
    expect(trimDocument(document)).toBe(document);
    expect(trimDocument({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
  });
});
