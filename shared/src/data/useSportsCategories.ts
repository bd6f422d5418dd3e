import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapSportsCategoryRows, type SportsCategory } from '../model/sportsCategory.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

export const SPORTS_CATEGORIES_LOAD_ERROR = 'Failed to load sports categories';

/** The public list: active categories only, ordered by name. */
export async function fetchActiveSportsCategories(client: PortalClient = getSupabase()): Promise<SportsCategory[]> {
  const { data, error } = await client.from('sports_categories').select('*').eq('is_active', true).order('name');
  if (error) failLoad(SPORTS_CATEGORIES_LOAD_ERROR, error);
  return mapSportsCategoryRows(data);
}

/** The query behind useSportsCategories, shared by the hook and the server's prefetch. */
export function sportsCategoriesQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.sportsCategories,
    queryFn: () => fetchActiveSportsCategories(client),
    meta: { errorMessage: SPORTS_CATEGORIES_LOAD_ERROR },
  });
}

export function useSportsCategories(): UseQueryResult<SportsCategory[], Error> {
  return useQuery(sportsCategoriesQuery());
}
