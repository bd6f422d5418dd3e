import { idOf, textOr } from './text.ts';

export interface AdvertisementRow {
  id?: string | number | null;
  title?: string | null;
  content?: string | null;
  image_url?: string | null;
  link_url?: string | null;
  position?: string | null;
  is_active?: boolean | null;
  created_at?: string | null;
}

export interface Advertisement {
  id: string;
  title: string;
  content: string;
  imageUrl: string;
  linkUrl: string;
  position: string;
  isActive: boolean;
  createdAt: string;
}

/** Default ad position is sidebar (docs/product/limits.md#defaults). */
export function mapAdvertisementRow(row: AdvertisementRow): Advertisement | null {
  const id = idOf(row.id);
  const title = textOr(row.title);
  if (!id || !title.trim()) return null;
  return {
    id,
    title,
    content: textOr(row.content),
    imageUrl: textOr(row.image_url),
    linkUrl: textOr(row.link_url),
    position: textOr(row.position) || 'sidebar',
    isActive: row.is_active === true,
    createdAt: textOr(row.created_at),
  };
}

export function mapAdvertisementRows(rows: readonly AdvertisementRow[] | null | undefined): Advertisement[] {
  return (rows ?? []).flatMap((row) => {
    const ad = mapAdvertisementRow(row);
    return ad ? [ad] : [];
  });
}
