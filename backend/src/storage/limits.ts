import { storageErrors } from './errors.ts';

/** storage-api's default global upload limit: 50 MB. STORAGE_FILE_SIZE_LIMIT (bytes) overrides it. */
export const DEFAULT_GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export function globalFileSizeLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.STORAGE_FILE_SIZE_LIMIT);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_GLOBAL_FILE_SIZE_LIMIT;
}

const UNIT_BYTES: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/**
 * A bucket's file_size_limit as storage-api accepts it: integer bytes or "20MB"-style strings in
 * decimal units. null/undefined mean "no bucket limit".
 */
export function parseFileSizeLimit(value: unknown, globalLimit: number): number | null {
  if (value === null || value === undefined) return null;
  let bytes: number;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    bytes = value;
  } else if (typeof value === 'string' && /^\d+$/.test(value)) {
    bytes = Number(value);
  } else {
    const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i.exec(value.trim()) : null;
    if (!match) {
      throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    }
    bytes = Math.floor(Number(match[1]) * UNIT_BYTES[match[2].toLowerCase()]);
  }
  if (bytes > globalLimit) throw storageErrors.entityTooLarge();
  return bytes;
}

/** The upload limit for one bucket: the smaller of its own and the global one. */
export function effectiveLimit(bucketLimit: string | number | null, globalLimit: number): number {
  const own = bucketLimit === null ? Infinity : Number(bucketLimit);
  return Math.min(own, globalLimit);
}

/**
 * storage-api's validateMimeType: "type/subtype" must match an allowed "type/subtype" or
 * "type/*". Parameters (";charset=…") stay part of the subtype, as in storage-api.
 */
export function validateMimeType(mimeType: string, allowed: readonly string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw storageErrors.invalidMimeType(mimeType);
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split('/');
    if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return;
  }
  throw storageErrors.invalidMimeType(mimeType);
}

export function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(item))) {
    throw storageErrors.invalidRequest('allowed_mime_types must be an array of type/subtype strings');
  }
  return value.length === 0 ? null : value;
}
