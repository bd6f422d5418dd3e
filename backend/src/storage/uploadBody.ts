import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { storageErrors } from './errors.ts';
import { stripImageMetadata } from './imageMetadata.ts';
import type { ObjectStore, StoredFile } from './objectStore.ts';
import { uploadTypeOf, validateClaims } from './uploadType.ts';

export interface UploadLimits {
  maxBytes: number;
  allowedMimeTypes: string[] | null;
}

export interface ParsedUpload {
  file: StoredFile;
  /** The type the bytes proved, or the one the client declared for bytes that are no image. */
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** An upload as the client sent it: `claims` are the types it declared, in the order they came. */
type ReceivedUpload = Omit<ParsedUpload, 'mimetype'> & { claims: string[] };

function toNodeStream(body: ReadableStream<Uint8Array> | null): Readable {
  if (!body) return Readable.from([]);
  return Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);
}

/**
 * storage-js sends `cacheControl` as seconds; it is served back as a header, so a value with a line
 * break or other text would make every later download of the object fail.
 */
function multipartCacheControl(seconds: string | undefined): string {
  if (!seconds) return 'no-cache';
  if (!/^\d{1,10}$/.test(seconds)) throw storageErrors.invalidRequest('cacheControl must be a number of seconds');
  return `max-age=${seconds}`;
}

function parseJsonObject(text: string | undefined | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
}

/**
 * A raw upload (Buffer, string, stream in storage-js): the headers carry the type, cache control
 * and metadata. A declared Content-Length above the limit is refused before any byte is read.
 */
async function readRawUpload(request: Request, store: ObjectStore, limits: UploadLimits): Promise<ReceivedUpload> {
  const claims = [request.headers.get('content-type') ?? ''];
  validateClaims(claims, limits.allowedMimeTypes);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw storageErrors.entityTooLarge();
  const metadataHeader = request.headers.get('x-metadata');
  const userMetadata = metadataHeader ? parseJsonObject(Buffer.from(metadataHeader, 'base64').toString('utf8')) : null;
  const file = await store.writeTemp(toNodeStream(request.body), limits.maxBytes);
  return { file, claims, cacheControl: request.headers.get('cache-control') || 'no-cache', userMetadata };
}

/**
 * A multipart upload (Blob/File/FormData in storage-js): the single file part, whatever its field
 * name (storage-js sends ""), with its own mimetype; `cacheControl` and `metadata` fields as
 * storage-api reads them. The part's type and every `contentType` field, before or after the file,
 * are all claims (storage-api let a field override the part). Bytes are counted while streaming.
 */
function readMultipartUpload(request: Request, store: ObjectStore, limits: UploadLimits): Promise<ReceivedUpload> {
  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const claims: string[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        // busboy truncates the file at the limit; the body is still drained so the client gets
        // the EntityTooLarge answer instead of a reset connection.
        limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: limits.maxBytes },
      });
    } catch {
      reject(storageErrors.invalidRequest('Malformed multipart body'));
      return;
    }
    let pending: Promise<StoredFile> | null = null;
    parser.on('field', (name, value) => {
      if (name === 'contentType') claims.push(value);
      else fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      // A truncated body fails the part's stream too; the parser's own 'error' answers the request,
      // and an unhandled stream 'error' would end the process.
      stream.on('error', () => undefined);
      if (pending) {
        stream.resume();
        return;
      }
      claims.push(info.mimeType);
      pending = (async () => {
        try {
          validateClaims(claims, limits.allowedMimeTypes);
        } catch (error) {
          stream.resume();
          throw error;
        }
        const file = await store.writeTemp(stream, Infinity);
        if (stream.truncated) {
          await store.discard(file);
          throw storageErrors.entityTooLarge();
        }
        return file;
      })();
      // Avoid an unhandled rejection before 'close' picks it up.
      pending.catch(() => undefined);
    });
    parser.on('error', () => reject(storageErrors.invalidRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (!pending) {
        reject(storageErrors.invalidRequest('No file part in the multipart body'));
        return;
      }
      pending.then(async (file) => {
        try {
          resolve({
            file,
            claims,
            cacheControl: multipartCacheControl(fields.cacheControl),
            userMetadata: parseJsonObject(fields.metadata ?? fields.userMetadata),
          });
        } catch (error) {
          await store.discard(file);
          reject(error);
        }
      }, reject);
    });
    toNodeStream(request.body)
      .on('error', (error) => parser.destroy(error))
      .pipe(parser);
  });
}

/** Reads an upload (raw or multipart) and settles the type it is stored as from its bytes. */
export async function readUpload(request: Request, store: ObjectStore, limits: UploadLimits): Promise<ParsedUpload> {
  const type = request.headers.get('content-type') ?? '';
  const { claims, ...upload } = await (type.toLowerCase().startsWith('multipart/form-data')
    ? readMultipartUpload(request, store, limits)
    : readRawUpload(request, store, limits));
  try {
    const mimetype = await uploadTypeOf(upload.file.tempPath, claims, limits.allowedMimeTypes);
    upload.file = await stripImageMetadata(store, upload.file, mimetype);
    return { ...upload, mimetype };
  } catch (error) {
    await store.discard(upload.file);
    throw error;
  }
}
