import { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { StorageError } from './errors.ts';
import type { ObjectStore, StoredFile } from './objectStore.ts';

/** The uploads re-encoded when they carry metadata, by declared type, and how. */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  'image/jpg': (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/avif': (image) => image.avif({ quality: 80 }),
  'image/tiff': (image) => image.tiff(),
};

/**
 * Drops an uploaded photo's EXIF, XMP and IPTC blocks (GPS position, camera serial, owner's name)
 * before anyone can download it: the orientation is applied to the pixels first, the colour
 * profile kept. Images without metadata are stored byte for byte (docs/product/images.md#uploads).
 */
export async function stripImageMetadata(store: ObjectStore, file: StoredFile, mimetype: string): Promise<StoredFile> {
  const encode = ENCODERS[mimetype.split(';')[0].trim().toLowerCase()];
  if (!encode) return file;
  const metadata = await sharp(file.tempPath).metadata();
  if (!metadata.exif && !metadata.xmp && !metadata.iptc) return file;
  let bytes: Buffer;
  try {
    bytes = await encode(sharp(file.tempPath).rotate().keepIccProfile()).toBuffer();
  } catch {
    throw new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', 'The image could not be read');
  }
  const cleaned = await store.writeTemp(Readable.from([bytes]), Number.POSITIVE_INFINITY);
  await store.discard(file);
  return cleaned;
}
