import { describe, expect, it } from 'vitest';
import { NO_FILTERS, isFiltered, listFiltersFrom, listParamsOf, queryFilters, withListFilters } from './listFilters.ts';

const params = (text: string) => new URLSearchParams(text);

describe('list filters in the URL', () => {
  it('reads the search, filters and page', () => {
    expect(listFiltersFrom(params('tab=stories&q=budget+vote&status=draft&category=Sports&author=Ann&page=4'))).toEqual(
      {
        search: 'budget vote',
        status: 'draft',
        category: 'Sports',
        author: 'Ann',
        page: 4,
      },
    );
    expect(listFiltersFrom(params('tab=stories'))).toEqual(NO_FILTERS);
  });

  it('reads odd values as no filter, and cuts long texts', () => {
    const odd = listFiltersFrom(
      params(`status=deleted&category=Gossip&page=-1&q=${'a'.repeat(2000)}&author=${'b'.repeat(500)}`),
    );
    expect(odd).toMatchObject({ status: 'all', category: '', page: 1 });
    expect(odd.search).toHaveLength(200);
    expect(odd.author).toHaveLength(120);
  });

  it('writes changes, leaves defaults out and goes back to page 1 when the list changes', () => {
    const current = params('tab=stories&q=budget&page=3');
    expect(withListFilters(current, { page: 4 }).toString()).toBe('tab=stories&q=budget&page=4');
    expect(withListFilters(current, { status: 'scheduled' }).toString()).toBe('tab=stories&q=budget&status=scheduled');
    expect(withListFilters(current, { search: '' }).toString()).toBe('tab=stories');
    expect(withListFilters(params('tab=stories&page=2'), { page: 1 }).toString()).toBe('tab=stories');
  });

  it('keeps only the list parameters for coming back from a form', () => {
    expect(listParamsOf(params('tab=stories&story=abc&q=vote&page=2'))).toEqual({ q: 'vote', page: '2' });
  });

  it('normalizes texts for the query and its cache key', () => {
    expect(queryFilters({ ...NO_FILTERS, search: '  budget  vote ', author: ' Ann ' })).toMatchObject({
      search: 'budget vote',
      author: 'Ann',
    });
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, category: 'Sports' })).toBe(true);
  });
});
