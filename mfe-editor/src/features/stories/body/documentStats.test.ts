import { fromPlainText } from '@newsroom/shared/document';
import { describe, expect, it } from 'vitest';
import { documentStats, readTimeOf } from './documentStats.ts';

describe('readTimeOf (decision 205: the database computes the same)', () => {
  it('is 230 words a minute, rounded up, at least 1', () => {
    expect(readTimeOf(0)).toBe('1 min read');
    expect(readTimeOf(230)).toBe('1 min read');
    expect(readTimeOf(231)).toBe('2 min read');
    expect(readTimeOf(460)).toBe('2 min read');
    expect(readTimeOf(461)).toBe('3 min read');
  });

  it("counts the document's words", () => {
    const text = Array.from({ length: 300 }, (_, index) => `w${index}`).join(' ');
    expect(documentStats(fromPlainText(text))).toEqual({
      words: 300,
      readTime: '2 min read',
      label: '300 words · 2 min read',
    });
  });
});
