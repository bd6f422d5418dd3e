/**
 * The image type a file's first bytes show, whatever its name or declared type: a text file
 * renamed "photo.png" is not a PNG. Only the three types the bucket takes are recognised.
 */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** Reads the first 12 bytes of a file (enough for the three signatures). */
export async function sniffFile(file: Blob): Promise<SniffedImageType | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
}
