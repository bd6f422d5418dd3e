import { getSupabase } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { mapUserPage } from './userAccount.ts';

export const USERS_PAGE_SIZE = 25;
export const USERS_LOAD_ERROR = 'Failed to load users';

/** Accounts matching `search` (e-mail or name), a page at a time, with the total of matches. */
export function useUsers(search: string, page: number) {
  return useQuery({
    queryKey: adminQueryKeys.users(search, page),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('admin_search_users', {
        search,
        max_rows: USERS_PAGE_SIZE,
        skip_rows: page * USERS_PAGE_SIZE,
      });
      if (error) throw new Error(USERS_LOAD_ERROR, { cause: error });
      return mapUserPage(data ?? []);
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: USERS_LOAD_ERROR },
  });
}
