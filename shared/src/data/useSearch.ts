import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { categoryNamesForSlug } from '../model/category.ts';
import { resolvePublishTime } from '../model/publishTime.ts';
import type { SearchHit, SearchPage } from '../model/searchHit.ts';
import { textOr } from '../model/text.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

export const SEARCH_LOAD_ERROR = 'Search is unavailable right now. Please try again.';
/** Results on one page of /search. */
export const SEARCH_PAGE_SIZE = 20;
/** search_content returns matches up to the 10,000th: pages past that would repeat the last one. */
export const SEARCH_MAX_PAGE = 10_000 / SEARCH_PAGE_SIZE;
/** The database reads at most this much of a query (longer text adds nothing but cost). */
export const SEARCH_QUERY_MAX_CHARS = 200;

/** A search as the /search page's URL states it. */
export interface SearchParams {
  /** The reader's words, websearch syntax: "quoted phrases", or, -word. */
  q: string;
  /** A category slug (as the navigation's), or '' for everything. */
  category: string;
  /** Inclusive start and end dates (YYYY-MM-DD), or ''. */
  from: string;
  to: string;
  page: number;
  /** Results per page (the quick dialog asks for fewer). */
  pageSize?: number;
}

interface SearchRow {
  kind: string;
  id: string;
  slug?: string | null;
  title: string | null;
  snippet: string | null;
  category: string | null;
  author: string | null;
  image_url: string | null;
  image_alt: string | null;
  published_at: string | null;
  total_count: number | string;
}

/** A search filter's day, YYYY-MM-DD, that is a real date (2026-02-30 is not). */
export function isSearchDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The start (UTC) of a filter's day, `plusDays` later; undefined for no day. */
function dayStart(value: string, plusDays = 0): string | undefined {
  if (!isSearchDay(value)) return undefined;
  return new Date(Date.parse(`${value}T00:00:00Z`) + plusDays * 86_400_000).toISOString();
}

function mapHit(row: SearchRow): SearchHit {
  return {
    kind: row.kind === 'essay' ? 'essay' : 'story',
    id: String(row.id),
    ...(row.slug ? { slug: row.slug } : {}),
    title: textOr(row.title),
    snippet: textOr(row.snippet),
    category: textOr(row.category),
    author: textOr(row.author),
    imageUrl: textOr(row.image_url),
    imageAlt: textOr(row.image_alt),
    publishTime: resolvePublishTime(row.published_at, null),
  };
}

/** One page of results, ranked by the database (search_content). A blank query asks nothing. */
export async function fetchSearch(params: SearchParams, client: PortalClient = getSupabase()): Promise<SearchPage> {
  const q = params.q.trim().slice(0, SEARCH_QUERY_MAX_CHARS);
  if (!q) return { hits: [], total: 0 };
  const pageSize = params.pageSize ?? SEARCH_PAGE_SIZE;
  const categories = params.category ? categoryNamesForSlug(params.category) : null;
  if (categories && categories.length === 0) return { hits: [], total: 0 };
  const { data, error } = await client.rpc('search_content', {
    search_query: q,
    category_names: categories ?? undefined,
    published_from: dayStart(params.from),
    published_before: dayStart(params.to, 1),
    result_limit: pageSize,
    result_offset: (params.page - 1) * pageSize,
  });
  if (error) failLoad(SEARCH_LOAD_ERROR, error);
  const rows = (data ?? []) as SearchRow[];
  return { hits: rows.map(mapHit), total: rows.length > 0 ? Number(rows[0]?.total_count) : 0 };
}

export function searchQuery(params: SearchParams, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.search(params),
    queryFn: () => fetchSearch(params, client),
    meta: { errorMessage: SEARCH_LOAD_ERROR },
  });
}

/** Results for a search; the previous results stay shown while the next ones load. */
export function useSearch(params: SearchParams): UseQueryResult<SearchPage, Error> {
  return useQuery({ ...searchQuery(params), placeholderData: keepPreviousData });
}
