import { describe, expect, it } from 'vitest';
import { readSearchUrl, searchPath } from './searchParams.ts';

const read = (query: string) => readSearchUrl(new URLSearchParams(query));

describe('readSearchUrl', () => {
  it('reads the words, section, dates and page', () => {
    expect(read('q=%20rain%20&category=Sports&from=2026-11-01&to=2026-11-30&page=3')).toEqual({
      kind: 'search',
      params: { q: 'rain', category: 'sports', from: '2026-11-01', to: '2026-11-30', page: 3 },
    });
  });

  it('reads a search without filters as page 1 of everything', () => {
    expect(read('q=rain')).toEqual({
      kind: 'search',
      params: { q: 'rain', category: '', from: '', to: '', page: 1 },
    });
  });

  it('cuts a 2,000-character query to the 200 the database reads', () => {
    const search = read(`q=${'a'.repeat(2_000)}`);
    expect(search.kind === 'search' && search.params.q).toBe('a'.repeat(200));
  });

  it('ignores malformed dates', () => {
    const search = read('q=rain&from=yesterday&to=2026-1-5');
    expect(search).toMatchObject({ kind: 'search', params: { from: '', to: '' } });
    expect(read('q=rain&from=2026-11-01T00:00&to=<script>')).toMatchObject({ params: { from: '', to: '' } });
  });

  it('keeps a long section name within bounds', () => {
    const search = read(`q=rain&category=${'x'.repeat(500)}`);
    expect(search.kind === 'search' && search.params.category.length).toBe(60);
  });

  it('is empty without words, whatever the filters', () => {
    expect(read('')).toEqual({ kind: 'empty' });
    expect(read('q=%20%20&category=sports')).toEqual({ kind: 'empty' });
  });

  it('is invalid for a page that is not a page number, with or without words', () => {
    for (const page of ['abc', '0', '-1', '1.5', '999999']) {
      expect(read(`q=rain&page=${page}`), page).toEqual({ kind: 'invalid' });
    }
    expect(read('page=abc')).toEqual({ kind: 'invalid' });
  });
});

describe('searchPath', () => {
  it('leaves out empty filters and page 1', () => {
    expect(searchPath({ q: 'rain', category: '', from: '', to: '', page: 1 })).toBe('/search?q=rain');
  });

  it('states every filter and later pages, encoded', () => {
    expect(
      searchPath({ q: '"power cuts" & -rain', category: 'sports', from: '2026-11-01', to: '2026-11-30', page: 2 }),
    ).toBe('/search?q=%22power+cuts%22+%26+-rain&category=sports&from=2026-11-01&to=2026-11-30&page=2');
  });

  it('reads back as the same search', () => {
    const params = { q: 'élection #1 ?', category: 'arts-culture', from: '2026-01-01', to: '', page: 4 };
    const path = searchPath(params);
    expect(readSearchUrl(new URL(path, 'https://news.example').searchParams)).toEqual({ kind: 'search', params });
  });
});
