import { describe, expect, it } from 'vitest';
import { fromPlainText } from './fromPlainText.ts';
import { plainText } from './plainText.ts';
import type { DocumentNode } from './types.ts';
import { validateDocument } from './validate.ts';

const text = (value: string): DocumentNode => ({ type: 'text', text: value });

describe('fromPlainText', () => {
  it('makes one paragraph per block between blank lines, a hard break per line break', () => {
    expect(fromPlainText('First line\nsecond line\n\nNext paragraph.')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('First line'), { type: 'hardBreak' }, text('second line')] },
        { type: 'paragraph', content: [text('Next paragraph.')] },
      ],
    });
    expect(fromPlainText('')).toEqual({ type: 'doc', content: [] });
    expect(fromPlainText('a\n\n')).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [text('a')] }, { type: 'paragraph' }],
    });
  });

  it('gives back any text exactly, as valid documents', () => {
    const samples = [
      'One.',
      'One.\n\nTwo.',
      'Line\nbreak\n\n“Quoted,” she said.',
      '',
      '\n\n',
      '  edges \r\n\r\n\n\n\nx\t\n',
      'a\u202Eb',
    ];
    for (const sample of samples) {
      expect(plainText(fromPlainText(sample))).toBe(sample);
      expect(validateDocument(fromPlainText(sample))).toBeNull();
    }
    expect(fromPlainText('a\n\n\nb')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('a')] },
        { type: 'paragraph', content: [{ type: 'hardBreak' }, text('b')] },
      ],
    });
  });
});

describe('plainText', () => {
  it('takes every paragraph-like node in document order, empty ones too, and leaves images, embeds and rules out', () => {
    const document: DocumentNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Key facts')] },
        { type: 'image', attrs: { src: 'blog-images/a.jpg', alt: 'Alt is not text' } },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Item')] }] }],
        },
        { type: 'pullQuote', attrs: { attribution: 'Not text either' }, content: [text('Quoted')] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [text('  ')] },
        { type: 'horizontalRule' },
        { type: 'paragraph', content: [text('Bold'), { type: 'hardBreak' }, text('next')] },
      ],
    };
    expect(plainText(document)).toBe('Key facts\n\nItem\n\nQuoted\n\n\n\n  \n\nBold\nnext');
  });
});
