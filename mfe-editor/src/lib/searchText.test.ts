import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH, containsPattern, hasSearchableText, normalizeSearch, prefixPattern } from './searchText.ts';

describe('search text', () => {
  it('collapses spaces and trims', () => {
    expect(normalizeSearch('  budget \n  vote ')).toBe('budget vote');
    expect(normalizeSearch('   ')).toBe('');
  });

  it('cuts a 2,000-character search to what a request may carry, never inside an emoji', () => {
    expect(normalizeSearch('x'.repeat(2000))).toHaveLength(MAX_SEARCH_LENGTH);
    const emoji = normalizeSearch('🎉'.repeat(2000));
    expect(Array.from(emoji)).toHaveLength(MAX_SEARCH_LENGTH);
    expect(emoji.endsWith('🎉')).toBe(true);
  });

  it('only text with a letter or digit can match a word', () => {
    expect(hasSearchableText('!!! ...')).toBe(false);
    expect(hasSearchableText('& | ! ( ) : *')).toBe(false);
    expect(hasSearchableText('<>')).toBe(false);
    expect(hasSearchableText('budget:*')).toBe(true);
    expect(hasSearchableText("'; DROP TABLE news_stories;--")).toBe(true);
    expect(hasSearchableText('<script>alert(1)</script>')).toBe(true);
    expect(hasSearchableText('مرحبا')).toBe(true);
    expect(hasSearchableText('2026')).toBe(true);
  });

  it('matches an author anywhere, taking % _ \\ literally and dropping *', () => {
    expect(containsPattern('Ann')).toBe('%Ann%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containsPattern('A*n')).toBe('%An%');
    expect(prefixPattern('Elec_%*')).toBe('Elec\\_\\%%');
  });
});
