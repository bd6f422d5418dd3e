import { describe, expect, it } from 'vitest';
import { toParagraphs, truncateChars, truncateWords } from './truncate.ts';

describe('truncateWords', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps text at or under the limit', () => {
    expect(truncateWords(words(20), 20)).toBe(words(20));
  });

  it('cuts after the limit and marks the cut', () => {
    expect(truncateWords(words(26), 25)).toBe(`${words(25)}...`);
    expect(truncateWords(`a  b\n c d`, 2)).toBe('a b...');
  });
});

describe('truncateChars', () => {
  it('returns the first n characters', () => {
    expect(truncateChars('x'.repeat(200), 160)).toHaveLength(160);
    expect(truncateChars('short', 160)).toBe('short');
  });
});

describe('toParagraphs', () => {
  it('splits the body on line breaks and drops blanks', () => {
    expect(toParagraphs('One.\n\nTwo.\nThree.\n\n  ')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
