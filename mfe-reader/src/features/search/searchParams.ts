import {
  isSearchDay,
  parsePageParam,
  SEARCH_MAX_PAGE,
  SEARCH_QUERY_MAX_CHARS,
  type SearchParams,
} from '@newsroom/shared';

/** What a /search URL asks for: nothing yet (no words), a page that cannot exist, or a search. */
export type SearchUrl = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'search'; params: SearchParams };

const dateParam = (value: string | null) => (value && isSearchDay(value) ? value : '');

/**
 * Reads /search?q=&category=&from=&to=&page=. Words are trimmed and cut to what the database reads;
 * malformed dates are ignored; a page that is not a page number is invalid (the page answers 404).
 */
export function readSearchUrl(searchParams: URLSearchParams): SearchUrl {
  const page = parsePageParam(searchParams.get('page'));
  if (page === null || page > SEARCH_MAX_PAGE) return { kind: 'invalid' };
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_CHARS);
  if (!q) return { kind: 'empty' };
  return {
    kind: 'search',
    params: {
      q,
      category: (searchParams.get('category') ?? '').trim().toLowerCase().slice(0, 60),
      from: dateParam(searchParams.get('from')),
      to: dateParam(searchParams.get('to')),
      page,
    },
  };
}

/** The URL of a search (empty filters left out), e.g. for the next page of results. */
export function searchPath(params: Omit<SearchParams, 'pageSize'>): string {
  const query = new URLSearchParams({ q: params.q });
  if (params.category) query.set('category', params.category);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (params.page > 1) query.set('page', String(params.page));
  return `/search?${query.toString()}`;
}
