import { failLoad, getSupabase, isEdition, queryKeys, type Edition } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '../../../lib/adminQueryKeys.ts';

export const DEFAULT_EDITION_LOAD_ERROR = 'Could not load the default edition.';

async function fetchDefaultEdition(): Promise<Edition> {
  const { data, error } = await getSupabase().from('site_settings').select('default_edition').single();
  if (error) failLoad(DEFAULT_EDITION_LOAD_ERROR, error);
  if (!isEdition(data?.default_edition)) throw new Error(DEFAULT_EDITION_LOAD_ERROR);
  return data.default_edition;
}

export function useDefaultEdition() {
  return useQuery({ queryKey: adminQueryKeys.siteSettings, queryFn: fetchDefaultEdition });
}

/** Names the default edition; the database checks the admin (and their two-factor rule) and purges the pages. */
export function useSetDefaultEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edition: Edition) => {
      const { error } = await getSupabase().rpc('set_default_edition', { edition });
      if (error) throw error;
    },
    onSuccess: (_, edition) => queryClient.setQueryData(adminQueryKeys.siteSettings, edition),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings }),
  });
}
