import { toHttpUrl } from './safeUrl.ts';
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
  starts_at?: string | null;
  ends_at?: string | null;
  sections?: readonly string[] | null;
  editions?: readonly string[] | null;
  frequency_cap?: number | null;
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
  /** The campaign (decision 187): its window (ISO times, null: open), targeting (empty: everywhere), daily cap per device. */
  startsAt: string | null;
  endsAt: string | null;
  sections: string[];
  editions: string[];
  frequencyCap: number | null;
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
    startsAt: row.starts_at || null,
    endsAt: row.ends_at || null,
    sections: [...(row.sections ?? [])],
    editions: [...(row.editions ?? [])],
    frequencyCap: row.frequency_cap || null,
  };
}

/** The page an ad slot is on: its section (a story's category) and edition (a front), when it has them. */
export interface AdTarget {
  section?: string;
  edition?: string;
}

/**
 * Whether an ad shows now on a page of `target` (decision 187): inside its window (the database
 * refuses reads outside it; an open page re-checks), and in one of its sections and editions when
 * it names any. A page without a section or edition shows only ads that target none.
 */
export function adShowsOn(ad: Advertisement, target: AdTarget, now: number = Date.now()): boolean {
  if (ad.startsAt && Date.parse(ad.startsAt) > now) return false;
  if (ad.endsAt && Date.parse(ad.endsAt) <= now) return false;
  const fits = (names: string[], name?: string) => names.length === 0 || (!!name && names.includes(name));
  return fits(ad.sections, target.section) && fits(ad.editions, target.edition);
}

export function mapAdvertisementRows(rows: readonly AdvertisementRow[] | null | undefined): Advertisement[] {
  return (rows ?? []).flatMap((row) => {
    const ad = mapAdvertisementRow(row);
    return ad ? [ad] : [];
  });
}

/** An absolute http(s) URL without whitespace, as the database's checks say, and safe to follow. */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  return /^https?:\/\/\S+$/i.test(text) && toHttpUrl(text) !== null;
}

/** "/advertise", not "//other.host" (protocol-relative) nor "/\\other.host". */
export function isSitePath(value: string): boolean {
  return /^\/([^/\\\s]\S*)?$/.test(value.trim());
}
