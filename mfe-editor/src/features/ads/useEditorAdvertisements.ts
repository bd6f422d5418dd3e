import { failLoad, getSupabase, mapAdvertisementRows, type Advertisement } from '@newsroom/shared';
import { AD_CONSTRAINT_MESSAGES, AD_MESSAGES } from '@newsroom/shared/ad-write';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trashItem } from '../../lib/trashItem.ts';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { editorKeys } from '../../lib/editorKeys.ts';
import { expectChanged, toWriteError } from '../../lib/writeErrors.ts';
import { adInsert, type AdValues } from './adSchema.ts';

const WRITE_RULES = { thing: 'advertisement', constraints: AD_CONSTRAINT_MESSAGES };

/** Admins read every ad; anyone else (editors) only the active ones: the policies decide. */
export async function fetchConsoleAdvertisements(): Promise<Advertisement[]> {
  const { data, error } = await getSupabase()
    .from('advertisements')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) failLoad(AD_MESSAGES.loadFailed, error);
  return mapAdvertisementRows(data);
}

export function consoleAdvertisementsQuery() {
  return queryOptions({
    queryKey: editorKeys.advertisements,
    queryFn: fetchConsoleAdvertisements,
    meta: { errorMessage: AD_MESSAGES.loadFailed },
  });
}

export function useConsoleAdvertisements() {
  return useQuery(consoleAdvertisementsQuery());
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
  expectChanged(data, 'advertisement');
}

/** A deleted ad goes to the trash for 30 days (decision 195). */
function deleteAdvertisement(id: string): Promise<void> {
  return trashItem('ad', id);
}

export function useCreateAdvertisement() {
  return useConsoleWrite(createAdvertisement, {
    successMessage: AD_MESSAGES.created,
    errorMessage: AD_MESSAGES.createFailed,
    refresh: [['advertisements']],
  });
}

export function useSetAdvertisementActive() {
  return useConsoleWrite(setAdvertisementActive, {
    successMessage: AD_MESSAGES.statusUpdated,
    errorMessage: AD_MESSAGES.statusFailed,
    refresh: [['advertisements']],
    refreshOn: 'settled',
  });
}

export function useDeleteAdvertisement() {
  return useConsoleWrite(deleteAdvertisement, {
    successMessage: AD_MESSAGES.deleted,
    errorMessage: AD_MESSAGES.deleteFailed,
    refresh: [['advertisements']],
    refreshOn: 'settled',
  });
}
