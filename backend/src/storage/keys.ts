import { storageErrors } from './errors.ts';

const MAX_KEY_LENGTH = 1024;
const BUCKET_NAME = /^[A-Za-z0-9_!\-.*'() &$@=;:+,?]{1,100}$/;

/**
 * Object keys as storage-api accepts them: no empty or dot segments (no path traversal), no control
 * characters or backslashes, at most 1024 characters. Leading/trailing slashes are trimmed the way
 * storage-js does before sending.
 */
export function validateObjectKey(raw: string): string {
  const key = raw.replace(/^\/+|\/+$/g, '');
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw storageErrors.invalidKey(raw);
  return key;
}

export function validateBucketName(name: unknown): string {
  if (typeof name !== 'string' || !BUCKET_NAME.test(name) || name === '.' || name === '..') {
    throw storageErrors.invalidBucketName(String(name));
  }
  return name;
}

/** Decodes a percent-encoded path piece; malformed escapes are an invalid key, not a crash. */
export function decodePathPiece(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw storageErrors.invalidKey(raw);
  }
}
