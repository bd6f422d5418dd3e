import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { categoryNamesForSlug } from '../model/category.ts';
import { mapStoryRows, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { storyListAffected } from '../realtime/storyChanges.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';
import { publishedStories, STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';

/** Stories on one page of a category (docs/product/limits.md#category-pages). */
export const CATEGORY_PAGE_SIZE = 24;
/** Pages beyond this are not served: deep offsets cost the database more than any reader needs. */
export const CATEGORY_MAX_PAGE = 2000;

export interface CategoryPage {
  stories: Story[];
  /** Whether an older page follows. */
  hasNextPage: boolean;
}

/**
 * `?page=` as a page number: absent is page 1; anything but a whole number from 1 to
 * CATEGORY_MAX_PAGE (0, -1, abc, 1.5, 999999) is null, which the page answers with 404.
 */
export function parsePageParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= CATEGORY_MAX_PAGE ? page : null;
}

/**
 * One page of a category's stories, newest first: an offset page of the category index, one row
 * more than it shows to know whether an older page follows.
 */
export async function fetchCategoryPage(
  slug: string,
  page: number,
  client: PortalClient = getSupabase(),
): Promise<CategoryPage> {
  const categories = categoryNamesForSlug(slug);
  if (categories.length === 0) return { stories: [], hasNextPage: false };
  const from = (page - 1) * CATEGORY_PAGE_SIZE;
  const { data, error } = await publishedStories(client, STORY_CARD_COLUMNS)
    .in('category', categories)
    .range(from, from + CATEGORY_PAGE_SIZE);
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  const stories = mapStoryRows(data as NewsStoryRow[] | null);
  return { stories: stories.slice(0, CATEGORY_PAGE_SIZE), hasNextPage: stories.length > CATEGORY_PAGE_SIZE };
}

export function categoryPageQuery(slug: string, page: number, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.categoryStories(slug, page),
    queryFn: () => fetchCategoryPage(slug, page, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/**
 * One page of a category, refreshed when a change of that category can alter it. A null page (not
 * a page number) asks nothing.
 */
export function useCategoryStories(slug: string, page: number | null): UseQueryResult<CategoryPage, Error> {
  const key = queryKeys.categoryStories(slug, page ?? 1);
  useRealtimeInvalidation(
    'news_stories',
    key,
    storyListAffected({
      limit: CATEGORY_PAGE_SIZE,
      categories: categoryNamesForSlug(slug),
      laterPage: (page ?? 1) > 1,
    }),
  );
  usePublicationClock(key);
  return useQuery({ ...categoryPageQuery(slug, page ?? 1), enabled: page !== null });
}
