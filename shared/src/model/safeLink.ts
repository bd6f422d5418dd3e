import { httpUrlOrEmpty } from './safeUrl.ts';

/**
 * `value` as a link readers may follow: an absolute http(s) URL, or a path on this site (`/advertise`),
 * never a protocol-relative `//host`, a `javascript:` or `data:` URL. '' when it is none of these.
 */
export function safeLinkOrEmpty(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  const hasControl = [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (/^\/(?![/\\])/.test(text) && !hasControl) return text;
  return httpUrlOrEmpty(text);
}
