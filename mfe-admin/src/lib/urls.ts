import { toHttpUrl } from '@newsroom/shared';

/**
 * URL rules of the dashboard's forms, the same as the database's checks: what readers' browsers
 * follow or load must be an absolute http(s) URL; an ad link may also be a path on this site.
 */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  // No whitespace inside, as the database's check says; the rest is the portal's safe-URL rule.
  return /^https?:\/\/\S+$/i.test(text) && toHttpUrl(text) !== null;
}

/** "/advertise", not "//other.host" (protocol-relative) nor "/\\other.host". */
export function isSitePath(value: string): boolean {
  return /^\/([^/\\\s]\S*)?$/.test(value.trim());
}

/** An ad link the reader may follow: empty, an http(s) URL, or a path on this site. */
export function isAllowedAdLink(value: string): boolean {
  const text = value.trim();
  return text === '' || isWebUrl(text) || isSitePath(text);
}

/** `value` when it may become an href or src, else '' (for showing stored data safely). */
export function safeHref(value: string, { allowSitePath = false } = {}): string {
  const text = value.trim();
  if (isWebUrl(text)) return text;
  return allowSitePath && isSitePath(text) ? text : '';
}
