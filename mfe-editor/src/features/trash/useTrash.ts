import { getSupabase, queryKeys } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import type { TrashKind } from '../../lib/trashItem.ts';
import type { TrashedItem } from './trashItems.ts';

export const TRASH_KEY = ['trash'] as const;

/** Every list an item returns to: the trash and each kind's lists (live posts are under stories). */
const REFRESH = [TRASH_KEY, queryKeys.stories, queryKeys.photoEssays, ['advertisements']] as const;

/** The newest this many are listed: a busy live blog's deleted posts can fill a month's trash. */
export const TRASH_PAGE_SIZE = 200;

/** The newest items, and how many the trash holds in all. */
export interface TrashPage {
  items: TrashedItem[];
  total: number;
}

async function fetchTrash(): Promise<TrashPage> {
  const { data, error, count } = await getSupabase()
    .rpc('trashed_items', undefined, { count: 'exact' })
    .limit(TRASH_PAGE_SIZE);
  if (error) throw new Error(error.message, { cause: error });
  const items = (data ?? []) as TrashedItem[];
  return { items, total: Math.max(count ?? 0, items.length) };
}

export function trashQuery() {
  return queryOptions({ queryKey: TRASH_KEY, queryFn: fetchTrash });
}

/** The trash, newest first (the first TRASH_PAGE_SIZE): stories, essays and live posts; ads too for admins. */
export function useTrash() {
  return useQuery(trashQuery());
}

interface TrashTarget {
  kind: TrashKind;
  id: string;
}

async function restore({ kind, id }: TrashTarget): Promise<void> {
  const { error } = await getSupabase().rpc('restore_trashed', { kind, id });
  if (error) throw new Error(error.message, { cause: error });
}

async function purge({ kind, id }: TrashTarget): Promise<void> {
  const { error } = await getSupabase().rpc('purge_trashed', { kind, id });
  if (error) throw new Error(error.message, { cause: error });
}

/** Back exactly as it was, its status included (the database keeps the row as it stood). */
export function useRestoreTrashed() {
  return useConsoleWrite(restore, {
    successMessage: 'Restored from the Trash',
    errorMessage: 'Failed to restore. Please try again.',
    refresh: REFRESH,
    refreshOn: 'settled',
  });
}

/** Admins only (the database refuses anyone else). */
export function usePurgeTrashed() {
  return useConsoleWrite(purge, {
    successMessage: 'Deleted for good',
    errorMessage: 'Failed to delete. Please try again.',
    refresh: [TRASH_KEY],
    refreshOn: 'settled',
  });
}
