import {
  failLoad,
  getSupabase,
  LIVE_EVENTS_LOAD_ERROR,
  mapSportsEventRows,
  useRealtimeInvalidation,
} from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';

export interface CategoryOption {
  id: string;
  name: string;
  isActive: boolean;
}

/** Every event, newest start first (the admin order). */
export async function fetchAdminEvents() {
  const { data, error } = await getSupabase()
    .from('sports_events')
    .select('*')
    .order('scheduled_start', { ascending: false })
    .order('id', { ascending: false });
  if (error) failLoad(LIVE_EVENTS_LOAD_ERROR, error);
  return mapSportsEventRows(data);
}

export function adminEventsQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.sportsEvents,
    queryFn: () => fetchAdminEvents(),
    meta: { errorMessage: LIVE_EVENTS_LOAD_ERROR },
  });
}

/** The admin list, following realtime changes by anyone. */
export function useAdminEvents() {
  useRealtimeInvalidation('sports_events', adminQueryKeys.sportsEvents);
  return useQuery(adminEventsQuery());
}

export const CATEGORIES_LOAD_ERROR = 'Failed to load sports categories';

/** All sports categories (inactive ones too: an admin may still file an event under one). */
export function categoryOptionsQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.sportsCategories,
    queryFn: async (): Promise<CategoryOption[]> => {
      const { data, error } = await getSupabase().from('sports_categories').select('id, name, is_active').order('name');
      if (error) failLoad(CATEGORIES_LOAD_ERROR, error);
      return (data ?? []).map((row) => ({
        id: row.id,
        name: row.name,
        isActive: row.is_active,
      }));
    },
    meta: { errorMessage: CATEGORIES_LOAD_ERROR },
  });
}

export function useCategoryOptions() {
  return useQuery(categoryOptionsQuery());
}
