import { getSupabase, STORAGE_BUCKET } from '@newsroom/shared';
import { MEDIA_PAGE_SIZE, type MediaAsset, type MediaFilters, type MediaUse } from './mediaAssets.ts';

/** The keyset of the row a page continues after (newest first). */
export interface MediaCursor {
  created_at: string;
  id: string;
}

export const MEDIA_KEY = ['media-library'] as const;

export async function fetchMediaPage(filters: MediaFilters, after: MediaCursor | null): Promise<MediaAsset[]> {
  const { data, error } = await getSupabase().rpc('media_library', {
    search: filters.search.trim() || undefined,
    unused_only: filters.show === 'unused',
    mine_only: filters.show === 'mine',
    mime: filters.type || undefined,
    after_created: after?.created_at,
    after_id: after?.id,
    page_size: MEDIA_PAGE_SIZE,
  });
  if (error) throw new Error(error.message, { cause: error });
  return (data ?? []) as MediaAsset[];
}

export async function fetchMediaUses(id: string): Promise<MediaUse[]> {
  const { data, error } = await getSupabase().rpc('media_asset_uses', { asset: id });
  if (error) throw new Error(error.message, { cause: error });
  return (data ?? []) as MediaUse[];
}

export type MediaDescription = Pick<MediaAsset, 'alt_text' | 'caption' | 'credit' | 'focal_x' | 'focal_y'>;

export async function describeMedia({ id, ...fields }: MediaDescription & { id: string }): Promise<void> {
  const { data, error } = await getSupabase().from('media_assets').update(fields).eq('id', id).select('id');
  if (error) throw new Error(error.message, { cause: error });
  if (!data || data.length === 0) throw new Error('This image is no longer in the library.');
}

/** Refused (23503) while the image is used anywhere, the trash included. */
export class MediaInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaInUseError';
  }
}

/** The row first (the database refuses it while the image is used), then the stored file. */
export async function deleteMedia(asset: Pick<MediaAsset, 'id' | 'storage_path'>): Promise<void> {
  const client = getSupabase();
  const { data, error } = await client.from('media_assets').delete().eq('id', asset.id).select('id');
  if (error?.code === '23503') throw new MediaInUseError(error.message);
  if (error) throw new Error(error.message, { cause: error });
  if (!data || data.length === 0) throw new Error('This image is no longer in the library.');
  const removed = await client.storage.from(STORAGE_BUCKET).remove([asset.storage_path]);
  if (removed.error) throw new Error(removed.error.message, { cause: removed.error });
}
