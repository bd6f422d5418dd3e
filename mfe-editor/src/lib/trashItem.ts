import { getSupabase } from '@newsroom/shared';

/** What the trash holds, as trash_item and trashed_items name it (decision 195). */
export type TrashKind = 'story' | 'photo_essay' | 'live_post' | 'ad';

/**
 * The console's delete: moves one item to the trash for 30 days. Not a DELETE, which also trashes
 * but answers no row, so a refusal could not be told from success: this raises 42501 for who may
 * not, P0002 for an item missing or already in the trash.
 */
export async function trashItem(kind: TrashKind, id: string): Promise<void> {
  const { error } = await getSupabase().rpc('trash_item', { kind, id });
  if (error) throw new Error(error.message, { cause: error });
}
