import { isSitePath, isWebUrl } from '@newsroom/shared';

/** `value` when it may become an href or src, else '' (for showing stored data safely). */
export function safeHref(value: string, { allowSitePath = false } = {}): string {
  const text = value.trim();
  if (isWebUrl(text)) return text;
  return allowSitePath && isSitePath(text) ? text : '';
}
