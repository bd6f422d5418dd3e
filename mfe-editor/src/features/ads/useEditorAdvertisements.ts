import { getSupabase, mapAdvertisementRows, type Advertisement } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { NothingChangedError, toWriteError } from '../../lib/writeErrors.ts';
import { AD_MESSAGES, adInsert, type AdValues } from './adSchema.ts';

const WRITE_RULES = {
  thing: 'advertisement',
  constraints: {
    advertisements_link_url_http: 'Link URL must start with http:// or https://',
    advertisements_image_url_http: 'Image must be an uploaded image',
  },
};

/** Admins read every ad; anyone else (editors) only the active ones: the policies decide. */
async function fetchConsoleAdvertisements(): Promise<Advertisement[]> {
  const { data, error } = await getSupabase()
    .from('advertisements')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) throw new Error(error.message || AD_MESSAGES.loadFailed, { cause: error });
  return mapAdvertisementRows(data);
}

export function useConsoleAdvertisements() {
  return useQuery({
    queryKey: editorKeys.advertisements,
    queryFn: fetchConsoleAdvertisements,
    meta: { errorMessage: AD_MESSAGES.loadFailed },
  });
}

/** Every ad list of the page (the console's, the header's, the footer's) reloads after a write. */
function useInvalidateAds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['advertisements'] });
}

async function createAdvertisement(values: AdValues): Promise<void> {
  const { error } = await getSupabase().from('advertisements').insert(adInsert(values)).select('id').single();
  if (error) throw toWriteError(error, WRITE_RULES);
}

async function setAdvertisementActive({ id, isActive }: { id: string; isActive: boolean }): Promise<void> {
  const { data, error } = await getSupabase()
    .from('advertisements')
    .update({ is_active: isActive })
    .eq('id', id)
    .select('id');
  if (error) throw toWriteError(error, WRITE_RULES);
  if (!data || data.length === 0) throw new NothingChangedError('advertisement');
}

async function deleteAdvertisement(id: string): Promise<void> {
  const { data, error } = await getSupabase().from('advertisements').delete().eq('id', id).select('id');
  if (error) throw toWriteError(error, WRITE_RULES);
  if (!data || data.length === 0) throw new NothingChangedError('advertisement');
}

export function useCreateAdvertisement() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: createAdvertisement,
    meta: { successMessage: AD_MESSAGES.created, errorMessage: AD_MESSAGES.createFailed },
    onSuccess: invalidate,
  });
}

export function useSetAdvertisementActive() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: setAdvertisementActive,
    meta: { successMessage: AD_MESSAGES.statusUpdated, errorMessage: AD_MESSAGES.statusFailed },
    onSettled: invalidate,
  });
}

export function useDeleteAdvertisement() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: deleteAdvertisement,
    meta: { successMessage: AD_MESSAGES.deleted, errorMessage: AD_MESSAGES.deleteFailed },
    onSettled: invalidate,
  });
}
