import { describe, expect, it } from 'vitest';
import { charLength, countWords, wordCountLabel } from './text.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['One', 1],
    ['  Two   words  ', 2],
    ['Lines\nand\ttabs count too', 5],
    ['<script>alert(1)</script> is text', 3],
    ['مرحبا بالعالم', 2],
    ['Emoji 🎉 count 🇿🇼', 4],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('labels singular and plural', () => {
    expect(wordCountLabel(1)).toBe('1 word');
    expect(wordCountLabel(1200)).toBe('1,200 words');
  });
});

describe('charLength', () => {
  it('counts code points like PostgreSQL', () => {
    expect(charLength('abc')).toBe(3);
    expect(charLength('🎉')).toBe(1);
    expect('🎉'.length).toBe(2);
  });
});
