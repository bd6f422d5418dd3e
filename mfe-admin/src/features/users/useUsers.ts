import { failLoad, getSupabase } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { mapUserPage } from './userAccount.ts';

export const USERS_PAGE_SIZE = 25;
export const USERS_LOAD_ERROR = 'Failed to load users';

/** Accounts matching `search` (e-mail or name), a page at a time, with the total of matches. */
export async function fetchUsers(search: string, page: number) {
  const { data, error } = await getSupabase().rpc('admin_search_users', {
    search,
    max_rows: USERS_PAGE_SIZE,
    skip_rows: page * USERS_PAGE_SIZE,
  });
  if (error) failLoad(USERS_LOAD_ERROR, error);
  return mapUserPage(data ?? []);
}

export function usersQuery(search: string, page: number) {
  return queryOptions({
    queryKey: adminQueryKeys.users(search, page),
    queryFn: () => fetchUsers(search, page),
    placeholderData: keepPreviousData,
    meta: { errorMessage: USERS_LOAD_ERROR },
  });
}

export function useUsers(search: string, page: number) {
  return useQuery(usersQuery(search, page));
}
