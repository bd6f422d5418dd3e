import { storageErrors } from '../errors.ts';

/** Hosted Supabase's documented limits for image transformations. */
export const TRANSFORM_LIMITS = {
  minDimension: 1,
  maxDimension: 2500,
  minQuality: 20,
  maxQuality: 100,
  defaultQuality: 80,
  /** Largest source object rendered (hosted: 25 MB). */
  maxSourceBytes: 25 * 1024 * 1024,
  /** Largest source resolution decoded (hosted: 50 MP): a decompression bomb stops at its header. */
  maxSourcePixels: 50_000_000,
} as const;

export type ResizeMode = 'cover' | 'contain' | 'fill';
export type FormatOption = 'origin' | 'avif';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize: ResizeMode;
  quality: number;
  format?: FormatOption;
}

type RawOptions = Record<string, unknown>;

function dimension(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  const number = Number(text);
  const { minDimension: min, maxDimension: max } = TRANSFORM_LIMITS;
  if (!/^\d+$/.test(text) || number < min || number > max) {
    throw storageErrors.invalidRequest(`${name} must be an integer between ${min} and ${max}`);
  }
  return number;
}

function quality(value: unknown): number {
  if (value === undefined || value === null || value === '') return TRANSFORM_LIMITS.defaultQuality;
  const text = String(value);
  const number = Number(text);
  const { minQuality: min, maxQuality: max } = TRANSFORM_LIMITS;
  if (!/^\d+$/.test(text) || number < min || number > max) {
    throw storageErrors.invalidRequest(`quality must be an integer between ${min} and ${max}`);
  }
  return number;
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw storageErrors.invalidRequest(`${name} must be one of ${allowed.join(', ')}`);
}

/**
 * Validates transformation options (from a query string or a signed URL's token) as storage-api's
 * schema does: integers only, within hosted Supabase's limits; anything else is a 400, never a clamp.
 */
export function parseTransformOptions(raw: RawOptions): TransformOptions {
  return {
    width: dimension('width', raw.width),
    height: dimension('height', raw.height),
    resize: oneOf('resize', raw.resize, ['cover', 'contain', 'fill'] as const) ?? 'cover',
    quality: quality(raw.quality),
    format: oneOf('format', raw.format, ['origin', 'avif'] as const),
  };
}

/** The options as storage-api writes them into a signed URL's token ("width:100,resize:cover"). */
export function serializeTransformOptions(options: TransformOptions): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(',');
}

export function deserializeTransformOptions(serialized: unknown): TransformOptions {
  if (typeof serialized !== 'string') throw storageErrors.invalidJwt('The token carries no transformations');
  const raw: RawOptions = {};
  for (const pair of serialized.split(',')) {
    const [key, value] = pair.split(':');
    if (key) raw[key] = value;
  }
  return parseTransformOptions(raw);
}
