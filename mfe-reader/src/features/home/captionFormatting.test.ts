import { describe, expect, it } from 'vitest';
import { captionHasFormatting } from './captionFormatting.ts';

const doc = (...content: object[]) => ({ type: 'doc', content }) as Parameters<typeof captionHasFormatting>[0];
const words = (marks?: object[]) => ({ type: 'paragraph', content: [{ type: 'text', text: 'Mist', marks }] });

describe('captionHasFormatting', () => {
  it('is false for paragraphs of text and line breaks, an empty document and none', () => {
    expect(captionHasFormatting(doc(words(), { type: 'paragraph', content: [{ type: 'hardBreak' }] }))).toBe(false);
    expect(captionHasFormatting(doc(words([])))).toBe(false);
    expect(captionHasFormatting(doc())).toBe(false);
    expect(captionHasFormatting(undefined)).toBe(false);
  });

  it('is true for a mark anywhere, or a node plain text does not show', () => {
    expect(captionHasFormatting(doc(words(), words([{ type: 'italic' }])))).toBe(true);
    expect(captionHasFormatting(doc(words([{ type: 'link', attrs: { href: 'https://example.org' } }])))).toBe(true);
    expect(captionHasFormatting(doc({ type: 'heading', attrs: { level: 2 } }))).toBe(true);
  });
});
