import type { Context } from 'hono';
import { JwtError } from '../jwt.ts';
import { ApiKeyError } from '../keys.ts';

/**
 * A storage-api error. Supabase Storage sends every error whose logical status is not 500 with
 * HTTP 400 and puts the logical status, as a string, in `statusCode`; storage-js maps on `code`.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mime: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`),
  contentIsNot: (mime: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `The file's content is not ${mime}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: (name: string) =>
    new StorageError(400, 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Invalid Input', message),
  resourceNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'Conflict', 'The bucket you tried to delete is not empty'),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
  insufficientStorage: () =>
    new StorageError(507, 'InsufficientStorage', 'Insufficient Storage', 'No space left on the storage volume'),
};

interface PgLikeError {
  code?: unknown;
  message?: unknown;
}

/** Turns whatever a handler threw into the storage error the client expects. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof ApiKeyError) return storageErrors.invalidJwt(error.message);
  if (error instanceof JwtError) {
    return storageErrors.invalidJwt(error.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  }
  const pg = error as PgLikeError;
  if (pg && typeof pg === 'object') {
    if (pg.code === '42501') return storageErrors.accessDenied();
    if (pg.code === '23505') return storageErrors.keyAlreadyExists();
    if (pg.code === '23503') return storageErrors.noSuchBucket();
    // A full disk (object bytes: ENOSPC/EDQUOT; the database: 53100) is the operator's problem to
    // fix, but the client gets to know what happened instead of an anonymous 500.
    if (pg.code === 'ENOSPC' || pg.code === 'EDQUOT' || pg.code === '53100') return storageErrors.insufficientStorage();
  }
  return storageErrors.internal();
}

export function sendStorageError(c: Context, error: StorageError): Response {
  const body = { statusCode: String(error.statusCode), code: error.code, error: error.error, message: error.message };
  return c.json(body, error.statusCode >= 500 ? (error.statusCode as 500 | 507) : 400);
}
