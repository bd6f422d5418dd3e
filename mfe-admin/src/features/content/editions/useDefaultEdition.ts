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
      const { data, error } = await getSupabase()
        .from('site_settings')
        .update({ default_edition: edition })
        .eq('id', true)
        .select('default_edition');
      if (error) throw error;
      // Row-level security hides a refused update: no row back means it was not allowed.
      if (!data?.length) throw new Error('Not allowed: sign in with your authenticator app code first.');
    },
    onSuccess: (_, edition) => queryClient.setQueryData(adminQueryKeys.siteSettings, edition),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings }),
  });
}
