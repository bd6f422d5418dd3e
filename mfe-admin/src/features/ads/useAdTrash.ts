import { getSupabase } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { useAdminWrite } from '../../lib/useAdminWrite.ts';

/** A trashed ad as trashed_items() lists it (decision 195). */
export interface TrashedAd {
  id: string;
  title: string;
  deleted_at: string;
  deleted_by_name: string | null;
  purge_after: string;
}

const TRASH_KEY = [...adminQueryKeys.allAdvertisements, 'trash'] as const;
const REFRESH = [adminQueryKeys.allAdvertisements];

async function fetchTrashedAds(): Promise<TrashedAd[]> {
  // Filtered by the database: the API's row cap must not let other kinds crowd the ads out.
  const { data, error } = await getSupabase().rpc('trashed_items').eq('kind', 'ad');
  if (error) throw new Error(error.message, { cause: error });
  return data ?? [];
}

/** The ads in the trash, newest first; asked only while the Trash filter is on. */
export function useTrashedAds(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: TRASH_KEY, queryFn: fetchTrashedAds, enabled }));
}

async function callTrash(name: 'restore_trashed' | 'purge_trashed', id: string): Promise<void> {
  const { error } = await getSupabase().rpc(name, { kind: 'ad', id });
  if (error) throw error;
}

/** Back exactly as it was (its window, targeting and on/off state). */
export function useRestoreAd() {
  return useAdminWrite((id: string) => callTrash('restore_trashed', id), {
    errorMessage: 'Restore failed',
    successMessage: 'Ad restored',
    refresh: REFRESH,
  });
}

export function usePurgeAd() {
  return useAdminWrite((id: string) => callTrash('purge_trashed', id), {
    errorMessage: 'Delete failed',
    successMessage: 'Ad deleted for good',
    refresh: REFRESH,
  });
}
