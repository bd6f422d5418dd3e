import { describe, expect, it } from 'vitest';
import { StorageError } from '../../src/storage/errors.ts';
import { validateBucketName, validateObjectKey } from '../../src/storage/keys.ts';
import { effectiveLimit, parseFileSizeLimit, validateMimeType } from '../../src/storage/limits.ts';

const GLOBAL = 50 * 1024 * 1024;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof StorageError ? error.code : 'not a StorageError';
  }
};

describe('storage limits', () => {
  it('reads file_size_limit as bytes or decimal-unit strings', () => {
    expect(parseFileSizeLimit(1000, GLOBAL)).toBe(1000);
    expect(parseFileSizeLimit('5MB', GLOBAL)).toBe(5_000_000);
    expect(parseFileSizeLimit('1.5kb', GLOBAL)).toBe(1500);
    expect(parseFileSizeLimit(null, GLOBAL)).toBeNull();
    expect(codeOf(() => parseFileSizeLimit('5 parsecs', GLOBAL))).toBe('InvalidRequest');
    expect(codeOf(() => parseFileSizeLimit('1GB', GLOBAL))).toBe('EntityTooLarge');
    expect(effectiveLimit('1000', GLOBAL)).toBe(1000);
    expect(effectiveLimit(null, GLOBAL)).toBe(GLOBAL);
  });

  it('matches mime types exactly or by type/*, parameters included as storage-api does', () => {
    expect(codeOf(() => validateMimeType('image/png', ['image/png']))).toBeNull();
    expect(codeOf(() => validateMimeType('image/webp', ['image/*']))).toBeNull();
    expect(codeOf(() => validateMimeType('image/gif', ['image/png', 'image/jpeg']))).toBe('InvalidMimeType');
    expect(codeOf(() => validateMimeType('text/plain;charset=UTF-8', ['text/plain']))).toBe('InvalidMimeType');
    expect(codeOf(() => validateMimeType('nonsense', ['image/*']))).toBe('InvalidMimeType');
    expect(codeOf(() => validateMimeType('anything/at-all', null))).toBeNull();
  });

  it('accepts ordinary keys and refuses traversal, empty segments and control characters', () => {
    expect(validateObjectKey('/folder/a b é.png/')).toBe('folder/a b é.png');
    for (const bad of ['', '../x', 'a/../b', 'a/./b', 'a//b', 'a\\b', 'a\u0000b', 'x'.repeat(1025)]) {
      expect(
        codeOf(() => validateObjectKey(bad)),
        JSON.stringify(bad),
      ).toBe('InvalidKey');
    }
    expect(validateBucketName('blog-images')).toBe('blog-images');
    expect(codeOf(() => validateBucketName('a/b'))).toBe('InvalidBucketName');
  });
});
