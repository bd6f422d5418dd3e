import { describe, expect, it } from 'vitest';
import { markedParts, MARK_END, MARK_START, searchHitPath, unmarked } from './searchHit.ts';

const mark = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe('markedParts', () => {
  it('splits marked text into plain and marked parts', () => {
    expect(markedParts(`Floods in ${mark('Harare')} and ${mark('Bulawayo')}`)).toEqual([
      { text: 'Floods in ', marked: false },
      { text: 'Harare', marked: true },
      { text: ' and ', marked: false },
      { text: 'Bulawayo', marked: true },
    ]);
  });

  it('keeps HTML as text: only the two private-use characters mark', () => {
    expect(markedParts(`<b>${mark('<img src=x onerror=alert(1)>')}</b>`)).toEqual([
      { text: '<b>', marked: false },
      { text: '<img src=x onerror=alert(1)>', marked: true },
      { text: '</b>', marked: false },
    ]);
  });

  it('gives plain text as one part and empty text as none', () => {
    expect(markedParts('No match here')).toEqual([{ text: 'No match here', marked: false }]);
    expect(markedParts('')).toEqual([]);
    expect(markedParts(mark(''))).toEqual([]);
  });

  it('marks to the end after an unclosed start and ignores a stray end', () => {
    expect(markedParts(`a ${MARK_START}b c`)).toEqual([
      { text: 'a ', marked: false },
      { text: 'b c', marked: true },
    ]);
    expect(markedParts(`a${MARK_END}b`)).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: false },
    ]);
  });
});

describe('unmarked', () => {
  it('drops the marks and keeps everything else', () => {
    expect(unmarked(`${mark('Harare')} <floods> & rain`)).toBe('Harare <floods> & rain');
    expect(MARK_START).toBe('\uE000');
    expect(MARK_END).toBe('\uE001');
  });
});

describe('searchHitPath', () => {
  it("opens a story's page at its slug's address, encoded (decision 206)", () => {
    expect(searchHitPath({ kind: 'story', id: 'abc', slug: 'harare-floods' })).toBe('/story/harare-floods');
    expect(searchHitPath({ kind: 'story', id: 'abc', slug: 'مرحبا' })).toBe('/story/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7');
  });

  it("opens a story without a slug at its id's address, which redirects", () => {
    expect(searchHitPath({ kind: 'story', id: 'abc' })).toBe('/story/abc');
    expect(searchHitPath({ kind: 'story', id: 'a/b?c' })).toBe('/story/a%2Fb%3Fc');
  });

  it("opens an essay in the home page's photo essay section", () => {
    expect(searchHitPath({ kind: 'essay', id: 'e1' })).toBe('/#photo-essay-e1');
  });
});
