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

/**
 * The advertisement write model both consoles use (decision 147; docs/product/data.md#advertisements):
 * the limits of the table's check constraints, the rules in the forms' words, and the row a write
 * sends. The database enforces the same rules (advertisements_* constraints).
 */
export const AD_LIMITS = { title: 200, content: 2000, url: 2048 } as const;

/** The product's advertisement messages (docs/product/messages.md#advertisements) and the forms'. */
export const AD_MESSAGES = {
  titleRequired: 'Title is required',
  imageRequired: 'Image is required',
  titleTooLong: `Title must be ${AD_LIMITS.title} characters or fewer`,
  contentTooLong: `Content must be ${AD_LIMITS.content} characters or fewer`,
  imageUrl: 'Image must be an uploaded image (an http:// or https:// address)',
  linkUrl: 'Link must be an http:// or https:// address, or a path on this site such as /advertise',
  created: 'Advertisement created successfully',
  createFailed: 'Failed to create advertisement',
  statusUpdated: 'Ad status updated',
  statusFailed: 'Failed to update status',
  deleted: 'Ad deleted',
  deleteFailed: 'Delete failed',
  loadFailed: 'Failed to load advertisements',
} as const;

/** Length as PostgreSQL's char_length counts it (code points), so an emoji counts once. */
function codePoints(value: string): number {
  return Array.from(value).length;
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

/** The product's ad link rule: empty, an http(s) URL, or a path on this site. */
export function isAllowedAdLink(value: string): boolean {
  const text = value.trim();
  return text === '' || (codePoints(text) <= AD_LIMITS.url && (isWebUrl(text) || isSitePath(text)));
}

export type AdTextField = 'title' | 'content' | 'imageUrl' | 'linkUrl';

/** What is wrong with one field of an ad form, in the form's words, or null. Values are trimmed on save. */
export function adFieldProblem(field: AdTextField, value: string): string | null {
  const text = value.trim();
  switch (field) {
    case 'title':
      if (!text) return AD_MESSAGES.titleRequired;
      return codePoints(text) > AD_LIMITS.title ? AD_MESSAGES.titleTooLong : null;
    case 'content':
      return codePoints(text) > AD_LIMITS.content ? AD_MESSAGES.contentTooLong : null;
    case 'imageUrl':
      if (!text) return AD_MESSAGES.imageRequired;
      return codePoints(text) <= AD_LIMITS.url && isWebUrl(text) ? null : AD_MESSAGES.imageUrl;
    case 'linkUrl':
      return isAllowedAdLink(text) ? null : AD_MESSAGES.linkUrl;
  }
}

/** Why the create button waits (the product's messages), empty when it may be pressed. */
export function missingForAd(values: { title: string; imageUrl: string }): string[] {
  const missing: string[] = [];
  if (!values.title.trim()) missing.push(AD_MESSAGES.titleRequired);
  if (!values.imageUrl.trim()) missing.push(AD_MESSAGES.imageRequired);
  return missing;
}

export interface AdvertisementWrite {
  title: string;
  content: string | null;
  image_url: string;
  link_url: string | null;
  position: string;
  is_active: boolean;
}

/** The row a write sends: texts trimmed, blank optional fields null. */
export function advertisementWriteOf(values: {
  title: string;
  content: string;
  imageUrl: string;
  linkUrl: string;
  position: string;
  isActive: boolean;
}): AdvertisementWrite {
  return {
    title: values.title.trim(),
    content: values.content.trim() || null,
    image_url: values.imageUrl.trim(),
    link_url: values.linkUrl.trim() || null,
    position: values.position,
    is_active: values.isActive,
  };
}

/** The table's check constraints, in the forms' words (describeWriteError's `constraints`). */
export const AD_CONSTRAINT_MESSAGES: Record<string, string> = {
  advertisements_title_length: AD_MESSAGES.titleTooLong,
  advertisements_content_length: AD_MESSAGES.contentTooLong,
  advertisements_image_url_http: AD_MESSAGES.imageUrl,
  advertisements_image_url_length: AD_MESSAGES.imageUrl,
  advertisements_link_url_http: AD_MESSAGES.linkUrl,
  advertisements_link_url_length: AD_MESSAGES.linkUrl,
};
