import { describe, expect, it } from 'vitest';
import { pageCount, pageOfText, pageRange, parsePage, showingText } from './listPage.ts';

describe('list pages', () => {
  it('reads ?page= as typed by anyone: a whole number from 1, else page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 12 ')).toBe(12);
    for (const odd of [null, undefined, '', '0', '-2', '2.5', '1e3', 'abc', '3;drop', '9999999', '٣', '0x10']) {
      expect(parsePage(odd)).toBe(1);
    }
  });

  it('asks for 25 rows a page', () => {
    expect(pageRange(1)).toEqual([0, 24]);
    expect(pageRange(2)).toEqual([25, 49]);
    expect(pageRange(0)).toEqual([0, 24]);
  });

  it('counts pages; an empty list still has one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(2544)).toBe(102);
  });

  it('says which rows are shown out of the total', () => {
    const nouns = ['story', 'stories'] as const;
    expect(showingText(1, 2544, nouns)).toBe('Showing 1–25 of 2,544 stories');
    expect(showingText(102, 2544, nouns)).toBe('Showing 2,526–2,544 of 2,544 stories');
    expect(showingText(1, 1, nouns)).toBe('Showing 1–1 of 1 story');
    expect(showingText(1, 0, nouns)).toBe('Showing 0 of 0 stories');
    expect(pageOfText(2, 1102)).toBe('Page 2 of 1,102');
  });
});
