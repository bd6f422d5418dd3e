// The consoles' side of advertisements, a subpath of its own (@newsroom/shared/ad-write): the
// reader's pages never write an ad, and every page loads the barrel.
import { isSitePath, isWebUrl } from './advertisement.ts';

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
