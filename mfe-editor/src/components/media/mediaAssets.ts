import { peekRuntimeConfig, responsiveImage, STORAGE_BUCKET, type FocalPoint } from '@newsroom/shared';

/** One image of the library as media_library() answers it (decision 199). */
export interface MediaAsset {
  id: string;
  storage_path: string;
  alt_text: string | null;
  caption: string | null;
  credit: string | null;
  focal_x: number | null;
  focal_y: number | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  mime_type: string | null;
  uploaded_by: string | null;
  uploader_name: string | null;
  created_at: string;
  use_count: number;
}

/** One place an image is used, as media_asset_uses() answers it. */
export interface MediaUse {
  kind: 'story' | 'essay' | 'live post' | 'ad';
  id: string;
  title: string;
  place: string;
  in_trash: boolean;
}

export type MediaShow = 'all' | 'unused' | 'mine';
export type MediaType = '' | 'image/jpeg' | 'image/png' | 'image/webp';

export interface MediaFilters {
  search: string;
  show: MediaShow;
  type: MediaType;
}

export const MEDIA_PAGE_SIZE = 36;

export const TYPE_OPTIONS: ReadonlyArray<{ value: MediaType; label: string }> = [
  { value: '', label: 'All types' },
  { value: 'image/jpeg', label: 'JPEG' },
  { value: 'image/png', label: 'PNG' },
  { value: 'image/webp', label: 'WebP' },
];

/** The object's public URL: the host is the deployment's, so it is never stored (decision 199). */
export function assetUrl(path: string): string {
  const base = peekRuntimeConfig()?.supabaseUrl.replace(/\/+$/, '') ?? '';
  const key = path.split('/').map(encodeURIComponent).join('/');
  return `${base}/storage/v1/object/public/${STORAGE_BUCKET}/${key}`;
}

export function assetFocal(asset: Pick<MediaAsset, 'focal_x' | 'focal_y'>): FocalPoint | null {
  return asset.focal_x == null || asset.focal_y == null ? null : { x: asset.focal_x, y: asset.focal_y };
}

/** The pipeline's small rendition (320 px, square, at the focal point). */
export function thumbnailOf(asset: MediaAsset) {
  return responsiveImage(assetUrl(asset.storage_path), { aspect: 'square', maxWidth: 320, focal: assetFocal(asset) });
}

/** The file's own name, for people: the last part of its path. */
export const fileName = (path: string) => path.split('/').pop() ?? path;

/** "240 KB", "1.2 MB"; nothing when the size is unknown. */
export function sizeText(bytes: number | null): string {
  if (bytes == null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function usesText(count: number): string {
  if (count === 0) return 'Not used';
  return count === 1 ? 'Used once' : `Used ${count} times`;
}

/** Where a use opens in the console: the story's or essay's form, the ads tab. */
export function linkOfUse(use: MediaUse): string {
  if (use.kind === 'essay') return `/blog-management?tab=essays&essay=${use.id}`;
  if (use.kind === 'ad') return '/blog-management?tab=ads';
  return `/blog-management?tab=stories&story=${use.id}`;
}
