import { STORY_CATEGORIES } from '@newsroom/shared';
import { parsePage } from './listPage.ts';
import { MAX_SEARCH_LENGTH, normalizeSearch } from './searchText.ts';
import { STATUS_FILTERS, type StatusFilter } from './editorialStatus.ts';

/** The author column's limit (news_stories check constraint): a longer filter cannot match. */
export const MAX_AUTHOR_FILTER_LENGTH = 120;

/** What a console list shows: the search, the filters and the page (all kept in the URL). */
export interface ListFilters {
  search: string;
  status: StatusFilter;
  /** One of the story categories, or '' for all. */
  category: string;
  /** Part of the author's name, or '' for all. */
  author: string;
  page: number;
}

export const NO_FILTERS: ListFilters = { search: '', status: 'all', category: '', author: '', page: 1 };

/** ?q= &status= &category= &author= &page= — so a reload, a shared link and Back keep the list. */
const PARAM: Record<keyof ListFilters, string> = {
  search: 'q',
  status: 'status',
  category: 'category',
  author: 'author',
  page: 'page',
};

const clip = (value: string | null, max: number) =>
  Array.from(value ?? '')
    .slice(0, max)
    .join('');

function statusOf(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.id === value)?.id ?? 'all';
}

function categoryOf(value: string | null): string {
  return (STORY_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as string) : '';
}

/**
 * The list's filters from the URL, whatever was typed there: an unknown status or category means
 * all, an odd page is page 1, and the texts are cut to what a query may carry. Texts keep their
 * spaces as typed (the boxes show them); queries use them normalized.
 */
export function listFiltersFrom(params: URLSearchParams): ListFilters {
  return {
    search: clip(params.get(PARAM.search), MAX_SEARCH_LENGTH),
    status: statusOf(params.get(PARAM.status)),
    category: categoryOf(params.get(PARAM.category)),
    author: clip(params.get(PARAM.author), MAX_AUTHOR_FILTER_LENGTH),
    page: parsePage(params.get(PARAM.page)),
  };
}

/**
 * `params` with `changes` applied; the defaults are left out of the URL. Changing what is listed
 * goes back to page 1 unless the change is the page itself.
 */
export function withListFilters(params: URLSearchParams, changes: Partial<ListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...listFiltersFrom(params), ...changes };
  if (changes.page === undefined) merged.page = 1;
  for (const key of Object.keys(PARAM) as Array<keyof ListFilters>) {
    const value = merged[key];
    if (value === NO_FILTERS[key]) next.delete(PARAM[key]);
    else next.set(PARAM[key], String(value));
  }
  return next;
}

/** Only the list's own parameters of `params` (to come back to the same list after a form). */
export function listParamsOf(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of Object.values(PARAM)) {
    const value = params.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

/** The filters as a query uses them (and caches them): texts normalized, so "budget " is "budget". */
export function queryFilters(filters: ListFilters): ListFilters {
  return {
    ...filters,
    search: normalizeSearch(filters.search),
    author: normalizeSearch(filters.author, MAX_AUTHOR_FILTER_LENGTH),
  };
}

/** True when a filter narrows the list (the empty message then says "match", not "yet"). */
export function isFiltered(filters: ListFilters): boolean {
  return (
    queryFilters(filters).search !== '' ||
    filters.status !== 'all' ||
    filters.category !== '' ||
    queryFilters(filters).author !== ''
  );
}
