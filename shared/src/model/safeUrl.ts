/**
 * The URL in `value` when it is an absolute http(s) URL without embedded credentials, else null.
 * Anything that reaches an href or src from the database goes through this first, so a
 * `javascript:`, `data:` or relative value never becomes a link, a frame or a media source.
 */
export function toHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** `value` as a safe http(s) href/src string, or '' when it is not one. */
export function httpUrlOrEmpty(value: unknown): string {
  return toHttpUrl(value)?.href ?? '';
}
