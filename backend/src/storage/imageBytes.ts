import { open } from 'node:fs/promises';
import sharp from 'sharp';

interface ImageSignature {
  type: string;
  /** sharp's name for the format, which decoding the header must confirm. */
  format: string;
  matches: (head: Buffer) => boolean;
}

const ascii = (head: Buffer, start: number, end: number) => head.toString('latin1', start, end);

/** The image types an upload can prove, by the magic bytes it starts with. */
const SIGNATURES: ImageSignature[] = [
  { type: 'image/jpeg', format: 'jpeg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { type: 'image/png', format: 'png', matches: (head) => ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n' },
  {
    type: 'image/webp',
    format: 'webp',
    matches: (head) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP',
  },
  { type: 'image/gif', format: 'gif', matches: (head) => /^GIF8[79]a$/.test(ascii(head, 0, 6)) },
  {
    type: 'image/avif',
    format: 'heif',
    matches: (head) => ascii(head, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(head, 8, 12)),
  },
  { type: 'image/tiff', format: 'tiff', matches: (head) => ['II*\0', 'MM\0*'].includes(ascii(head, 0, 4)) },
];

/** The types storage serves inline: only bytes proven to be one of them are stored as one. */
export const IMAGE_TYPES: ReadonlySet<string> = new Set(SIGNATURES.map((signature) => signature.type));

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The image type the bytes prove, or null: the magic bytes name it and sharp, decoding the header,
 * agrees. SVG is never one (it is a document that can carry script; docs/product/security.md#uploads).
 */
export async function provenImageType(filePath: string): Promise<string | null> {
  const head = await readHead(filePath);
  const signature = SIGNATURES.find((candidate) => candidate.matches(head));
  if (!signature) return null;
  const format = await sharp(filePath)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  return format === signature.format ? signature.type : null;
}
