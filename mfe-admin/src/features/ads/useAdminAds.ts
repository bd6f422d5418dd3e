import {
  ADVERTISEMENTS_LOAD_ERROR,
  failLoad,
  getSupabase,
  mapAdvertisementRows,
  type AdvertisementWrite,
} from '@newsroom/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';

/** Every ad, active or not, newest first (the admin read). */
export async function fetchAdminAds() {
  const { data, error } = await getSupabase()
    .from('advertisements')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) failLoad(ADVERTISEMENTS_LOAD_ERROR, error);
  return mapAdvertisementRows(data);
}

export function adminAdsQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.advertisements,
    queryFn: () => fetchAdminAds(),
    meta: { errorMessage: ADVERTISEMENTS_LOAD_ERROR },
  });
}

export function useAdminAds() {
  return useQuery(adminAdsQuery());
}

/** RLS hides what a caller may not change: no error, no row. Report that as a refusal. */
function refusedUnlessChanged(data: unknown[] | null): void {
  if (!data || data.length === 0) throw Object.assign(new Error('No advertisement was changed'), { code: '42501' });
}

async function updateAd(id: string, patch: Partial<AdvertisementWrite>): Promise<void> {
  const { data, error } = await getSupabase().from('advertisements').update(patch).eq('id', id).select('id');
  if (error) throw error;
  refusedUnlessChanged(data);
}

/** Every write refreshes the admin list and the public slots (header, footer, home) in this page. */
function useInvalidateAds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allAdvertisements });
}

export function useCreateAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: async (row: AdvertisementWrite) => {
      const { error } = await getSupabase().from('advertisements').insert(row);
      if (error) throw error;
    },
    meta: { errorMessage: 'Failed to create advertisement', successMessage: 'Advertisement created successfully' },
    onSettled: invalidate,
  });
}

export function useUpdateAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<AdvertisementWrite> }) => updateAd(id, patch),
    meta: { errorMessage: 'Update failed', successMessage: 'Ad updated' },
    onSettled: invalidate,
  });
}

export function useSetAdActive() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => updateAd(id, { is_active: active }),
    meta: { errorMessage: 'Failed to update status', successMessage: 'Ad status updated' },
    onSettled: invalidate,
  });
}

export function useDeleteAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error } = await getSupabase().from('advertisements').delete().eq('id', id).select('id');
      if (error) throw error;
      refusedUnlessChanged(data);
    },
    meta: { errorMessage: 'Delete failed', successMessage: 'Ad deleted' },
    onSettled: invalidate,
  });
}
