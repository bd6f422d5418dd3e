import { PATTERNS } from '@newsroom/shared/document';

const IMAGE_SOURCE = new RegExp(PATTERNS.imageSource.regex);
const STORAGE_OBJECT = /\/storage\/v1\/object\/public\/(blog-images\/[^?#]+)$/;

export const IMAGE_SOURCE_MESSAGE = 'Upload the image, or give an https:// address.';

/**
 * What an inline image stores as its `src`: an uploaded image as its `blog-images/…` path (the
 * document then works in every environment), any other https URL as itself; null otherwise.
 */
export function imageSourceOf(url: string): string | null {
  const value = url.trim();
  const stored = STORAGE_OBJECT.exec(value)?.[1];
  const source = stored ? decodeURIComponent(stored) : value;
  return IMAGE_SOURCE.test(source) ? source : null;
}
