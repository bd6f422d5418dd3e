import { ADVERTISEMENTS_LOAD_ERROR, failLoad, getSupabase, mapAdvertisementRows } from '@newsroom/shared';
import { type AdvertisementWrite } from '@newsroom/shared/ad-write';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { changedRows } from '../../lib/changedRows.ts';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { useAdminWrite } from '../../lib/useAdminWrite.ts';

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

function updateAd(id: string, patch: Partial<AdvertisementWrite>): Promise<void> {
  return changedRows(getSupabase().from('advertisements').update(patch).eq('id', id).select('id'), 'advertisement');
}

/** Every write refreshes the admin list and the public slots (header, footer, home) in this page. */
const REFRESH = [adminQueryKeys.allAdvertisements];

export function useCreateAd() {
  return useAdminWrite(
    async (row: AdvertisementWrite) => {
      const { error } = await getSupabase().from('advertisements').insert(row);
      if (error) throw error;
    },
    {
      errorMessage: 'Failed to create advertisement',
      successMessage: 'Advertisement created successfully',
      refresh: REFRESH,
    },
  );
}

export function useUpdateAd() {
  return useAdminWrite(({ id, patch }: { id: string; patch: Partial<AdvertisementWrite> }) => updateAd(id, patch), {
    errorMessage: 'Update failed',
    successMessage: 'Ad updated',
    refresh: REFRESH,
  });
}

export function useSetAdActive() {
  return useAdminWrite(({ id, active }: { id: string; active: boolean }) => updateAd(id, { is_active: active }), {
    errorMessage: 'Failed to update status',
    successMessage: 'Ad status updated',
    refresh: REFRESH,
  });
}

/** An ad deleted goes to the trash for 30 days (decision 195): 42501 for a non-admin, P0002 once gone. */
async function trashAd(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('trash_item', { kind: 'ad', id });
  if (error) throw error;
}

export function useDeleteAd() {
  return useAdminWrite(
    // The ad goes to the trash for 30 days (decision 195); the Trash filter restores it.
    (id: string) => trashAd(id),
    { errorMessage: 'Delete failed', successMessage: 'Ad deleted', refresh: REFRESH },
  );
}
