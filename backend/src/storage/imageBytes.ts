import sharp from 'sharp';
import { StorageError } from './errors.ts';

/** What sharp reads from the bytes of each image type an upload may declare. */
const FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
  'image/tiff': 'tiff',
};

/**
 * Refuses an upload declared as an image whose bytes are something else (HTML declared as
 * image/png): browsers that sniff would run it from the storage origin. Only the header is read.
 * Other types are stored as declared and served with `nosniff` (docs/product/security.md#uploads).
 */
export async function assertImageBytes(filePath: string, mimetype: string): Promise<void> {
  const declared = mimetype.split(';')[0].trim().toLowerCase();
  const expected = FORMATS[declared];
  if (!expected) return;
  const found = await sharp(filePath)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  if (found === expected) return;
  throw new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `The file's content is not ${declared}`);
}
