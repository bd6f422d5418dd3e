import sharp, { type Sharp } from 'sharp';
import { StorageError } from '../errors.ts';
import { TRANSFORM_LIMITS, type TransformOptions } from './transformOptions.ts';

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** Source formats rendered; SVG (scripts, external references), PDF and the rest are refused. */
const RENDERABLE: Record<string, OutputFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
  tiff: 'jpeg',
};

const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** sharp's fit for each storage-api resize mode (contain fits inside the box, unpadded, as imgproxy's fit). */
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
}

const notAnImage = (message: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', message);
const tooLarge = () =>
  new StorageError(
    413,
    'EntityTooLarge',
    'Payload too large',
    `The source image exceeds ${TRANSFORM_LIMITS.maxSourcePixels / 1e6} megapixels`,
  );

/**
 * The output format: `origin` keeps the source's, `avif` asks for AVIF, and otherwise WebP when the
 * browser's Accept lists it (as hosted Supabase does), else the source's.
 */
export function outputFormat(sourceFormat: string, options: TransformOptions, accept: string): OutputFormat {
  const origin = RENDERABLE[sourceFormat];
  if (options.format === 'origin') return origin;
  if (options.format === 'avif') return 'avif';
  return /\bimage\/webp\b/.test(accept) ? 'webp' : origin;
}

async function sourceFormat(file: string): Promise<string> {
  const metadata = await sharp(file, { limitInputPixels: TRANSFORM_LIMITS.maxSourcePixels }).metadata();
  const format = String(metadata.format ?? '');
  if (!RENDERABLE[format]) throw notAnImage(`Cannot transform ${format || 'this file'}: not a supported image`);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > TRANSFORM_LIMITS.maxSourcePixels) throw tooLarge();
  return format;
}

/** The pixel limit reached while decoding, or bytes that are not an image, is the client's 4xx. */
function mapSharpError(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooLarge();
  if (/unsupported image format|bad seek|corrupt|premature end|invalid/i.test(message)) {
    return notAnImage('The object is not an image that can be transformed');
  }
  return error;
}

function encode(image: Sharp, format: OutputFormat, quality: number): Sharp {
  if (format === 'avif') return image.avif({ quality });
  if (format === 'gif') return image.gif();
  if (format === 'png') return image.png();
  return format === 'webp' ? image.webp({ quality }) : image.jpeg({ quality, mozjpeg: true });
}

/** Renders one variant: orientation applied, metadata (EXIF/GPS) dropped, never enlarged. */
export async function renderImage(file: string, options: TransformOptions, accept: string): Promise<RenderedImage> {
  try {
    const format = outputFormat(await sourceFormat(file), options, accept);
    let image = sharp(file, { limitInputPixels: TRANSFORM_LIMITS.maxSourcePixels, failOn: 'error' }).rotate();
    if (options.width || options.height) {
      image = image.resize({
        width: options.width,
        height: options.height,
        fit: FIT[options.resize],
        withoutEnlargement: true,
      });
    }
    const bytes = await encode(image, format, options.quality).toBuffer();
    return { bytes, contentType: CONTENT_TYPES[format] };
  } catch (error) {
    throw mapSharpError(error);
  }
}
