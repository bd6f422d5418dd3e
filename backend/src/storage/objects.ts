import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { withRequestContext, type RequestIdentity } from '../db/requestContext.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { storageErrors } from './errors.ts';
import { decodePathPiece, validateObjectKey } from './keys.ts';
import { effectiveLimit } from './limits.ts';
import type { StoredFile } from './objectStore.ts';
import { findBucket, identityOf, isoSql, readJsonBody, type StorageDeps } from './shared.ts';
import { readUpload } from './uploadBody.ts';
import { isImageType } from './uploadType.ts';
import { parseTransformOptions, serializeTransformOptions, type TransformOptions } from './render/transformOptions.ts';

interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

const OBJECT_COLUMNS = `id, name, bucket_id, version, metadata, user_metadata,
  ${isoSql('created_at')} as created_at, ${isoSql('updated_at')} as updated_at`;

export function objectKeyOf(c: Context): { bucket: string; key: string } {
  return {
    bucket: decodePathPiece(c.req.param('bucket') ?? ''),
    key: validateObjectKey(c.req.param('key') ?? ''),
  };
}

/** POST (x-upsert) and PUT (always replaces) /object/{bucket}/{path}. */
export async function uploadObject(c: Context, deps: StorageDeps, mode: 'create' | 'update'): Promise<Response> {
  const identity = await identityOf(c, deps);
  const { bucket: bucketId, key } = objectKeyOf(c);
  const bucket = await findBucket(deps, bucketId);
  const placeholder = key.endsWith('.emptyFolderPlaceholder');
  const limits = {
    maxBytes: placeholder ? deps.globalLimit : effectiveLimit(bucket.file_size_limit, deps.globalLimit),
    allowedMimeTypes: placeholder ? null : bucket.allowed_mime_types,
  };
  const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
  let file: StoredFile | null = null;
  try {
    const upload = await readUpload(c.req.raw, deps.store, limits);
    file = upload.file;
    const { rows: before } = await deps.ctx.db.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, key],
    );
    const version = randomUUID();
    const metadata = {
      eTag: upload.file.eTag,
      size: upload.file.size,
      mimetype: upload.mimetype,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.file.size,
      httpStatusCode: 200,
    };
    const id = await insertObjectRow(deps, identity, {
      bucketId,
      key,
      version,
      metadata,
      userMetadata: upload.userMetadata,
      upsert,
    });
    await deps.store.commit(upload.file, version);
    file = null;
    if (before[0]?.version) await deps.store.remove(before[0].version);
    return c.json({ Id: id, Key: `${bucketId}/${key}` });
  } finally {
    await deps.store.discard(file);
  }
}

interface NewObjectRow {
  bucketId: string;
  key: string;
  version: string;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
}

/**
 * The row is written as the caller (owner = auth.uid()), so the project's storage.objects
 * policies decide: a plain upload needs INSERT, an upsert also SELECT and UPDATE, as on Supabase.
 */
async function insertObjectRow(deps: StorageDeps, identity: RequestIdentity, row: NewObjectRow): Promise<string> {
  const newId = randomUUID();
  const insert = `insert into storage.objects as o
      (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, auth.uid(), auth.uid()::text, $4::jsonb, $5::jsonb, $6)`;
  const upsertTail = ` on conflict (bucket_id, name) do update set
      owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
      user_metadata = excluded.user_metadata, version = excluded.version,
      updated_at = now(), last_accessed_at = now()
    returning o.id`;
  const params = [
    newId,
    row.bucketId,
    row.key,
    JSON.stringify(row.metadata),
    row.userMetadata ? JSON.stringify(row.userMetadata) : null,
    row.version,
  ];
  return withRequestContext(deps.ctx.db, identity, async (tx) => {
    if (!row.upsert) {
      await tx.query(insert, params);
      return newId;
    }
    const { rows } = await tx.query<{ id: string }>(insert + upsertTail, params);
    return rows[0]?.id ?? newId;
  });
}

export async function findVisibleObject(
  deps: StorageDeps,
  identity: RequestIdentity | null,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  const sql = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;
  const { rows } = identity
    ? await withRequestContext(deps.ctx.db, identity, (tx) => tx.query<ObjectRow>(sql, [bucketId, key]))
    : await deps.ctx.db.query<ObjectRow>(sql, [bucketId, key]);
  if (!rows[0]) throw storageErrors.noSuchKey();
  return rows[0];
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Only an image is shown in the browser: anything else (HTML, SVG, text, whatever a bucket allows)
 * is a download, never a page of the storage origin. `?download[=name]` asks for one.
 */
function downloadDisposition(c: Context, row: ObjectRow, mimetype: string): string | null {
  const download = c.req.query('download');
  if (download === undefined && isImageType(mimetype)) return null;
  const filename = download || row.name.split('/').pop() || 'download';
  return `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends the object's bytes with the headers storage-api sets (type, caching, validators); the
 * sandbox CSP and nosniff come with every storage answer (responseHeaders.ts).
 */
export async function sendObject(c: Context, deps: StorageDeps, row: ObjectRow): Promise<Response> {
  const size = row.version ? await deps.store.size(row.version) : null;
  if (size === null || !row.version) throw storageErrors.noSuchKey();
  const meta = row.metadata ?? {};
  const mimetype = meta.mimetype ?? 'application/octet-stream';
  const headers = new Headers({
    'Content-Type': mimetype,
    'Cache-Control': meta.cacheControl ?? 'no-cache',
    ETag: meta.eTag ?? `"${row.version}"`,
    'Last-Modified': new Date(meta.lastModified ?? row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
  });
  const disposition = downloadDisposition(c, row, mimetype);
  if (disposition) headers.set('Content-Disposition', disposition);
  const etag = headers.get('ETag');
  if (etag && c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const range = parseRange(c.req.header('range'), size);
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
  } else {
    headers.set('Content-Length', String(size));
  }
  const body =
    c.req.method === 'HEAD'
      ? null
      : (Readable.toWeb(deps.store.read(row.version, range ?? undefined)) as ReadableStream);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** GET /object/{bucket}/{path} and /object/authenticated/…: the caller's RLS decides. */
export async function downloadObject(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const { bucket, key } = objectKeyOf(c);
  await findBucket(deps, bucket);
  return sendObject(c, deps, await findVisibleObject(deps, identity, bucket, key));
}

/** GET /object/public/{bucket}/{path}: no auth, only for public buckets. */
export async function downloadPublicObject(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucket, key } = objectKeyOf(c);
  const found = await findBucket(deps, bucket);
  if (!found.public) throw storageErrors.noSuchBucket();
  return sendObject(c, deps, await findVisibleObject(deps, null, bucket, key));
}

/** GET /object/info/[authenticated|public/]{bucket}/{path}. */
export async function objectInfo(c: Context, deps: StorageDeps, access: 'authenticated' | 'public'): Promise<Response> {
  const { bucket, key } = objectKeyOf(c);
  const found = await findBucket(deps, bucket);
  if (access === 'public' && !found.public) throw storageErrors.noSuchBucket();
  const identity = access === 'public' ? null : await identityOf(c, deps);
  const row = await findVisibleObject(deps, identity, bucket, key);
  const meta = row.metadata ?? {};
  return c.json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: meta.lastModified ?? row.updated_at,
    created_at: row.created_at,
  });
}

/** DELETE /object/{bucket} {prefixes}: deletes what the caller may delete, returns those rows. */
export async function removeObjects(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const bucket = decodePathPiece(c.req.param('bucket') ?? '');
  const body = await readJsonBody(c);
  const prefixes = Array.isArray(body.prefixes) ? body.prefixes : null;
  if (!prefixes || prefixes.length === 0 || prefixes.length > 1000) {
    throw storageErrors.invalidRequest('prefixes must be an array of 1 to 1000 object paths');
  }
  const names = prefixes.map((entry: unknown) => {
    const name = typeof entry === 'string' ? entry : (entry as { path?: unknown } | null)?.path;
    if (typeof name !== 'string') throw storageErrors.invalidRequest('prefixes must be object paths');
    return validateObjectKey(name);
  });
  await findBucket(deps, bucket);
  const rows = await deleteRows(deps, identity, 'bucket_id = $1 and name = any($2::text[])', [bucket, names]);
  return c.json(rows);
}

/** DELETE /object/{bucket}/{path}. */
export async function removeObject(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const { bucket, key } = objectKeyOf(c);
  await findBucket(deps, bucket);
  const rows = await deleteRows(deps, identity, 'bucket_id = $1 and name = $2', [bucket, key]);
  if (rows.length === 0) throw storageErrors.noSuchKey();
  return c.json({ message: 'Successfully deleted' });
}

/** Deletes rows as the caller; the bytes go only once the deletion committed. */
export async function deleteRows(
  deps: StorageDeps,
  identity: RequestIdentity,
  where: string,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  const { rows } = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query<{ version: string | null; row: Record<string, unknown> }>(
      `delete from storage.objects o where ${where}
       returning o.version, jsonb_build_object(
         'id', o.id, 'name', o.name, 'bucket_id', o.bucket_id, 'owner', o.owner, 'owner_id', o.owner_id,
         'version', o.version, 'metadata', o.metadata, 'user_metadata', o.user_metadata,
         'created_at', ${isoSql('o.created_at')}, 'updated_at', ${isoSql('o.updated_at')},
         'last_accessed_at', ${isoSql('o.last_accessed_at')}) as row`,
      params,
    ),
  );
  await Promise.all(rows.map((row) => deps.store.remove(row.version)));
  return rows.map((row) => row.row);
}

interface TransferRequest {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

async function readTransfer(c: Context, deps: StorageDeps): Promise<TransferRequest> {
  const body = await readJsonBody(c);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string') {
    throw storageErrors.invalidRequest('bucketId, sourceKey and destinationKey are required');
  }
  const destination = typeof destinationBucket === 'string' && destinationBucket ? destinationBucket : bucketId;
  await findBucket(deps, bucketId);
  if (destination !== bucketId) await findBucket(deps, destination);
  return {
    bucketId,
    sourceKey: validateObjectKey(sourceKey),
    destinationBucket: destination,
    destinationKey: validateObjectKey(destinationKey),
  };
}

/** POST /object/move: renames the row (UPDATE policies decide); the bytes stay where they are. */
export async function moveObject(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const move = await readTransfer(c, deps);
  const result = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2`,
      [move.bucketId, move.sourceKey, move.destinationBucket, move.destinationKey],
    ),
  );
  if (!result.affectedRows) throw storageErrors.noSuchKey();
  return c.json({ message: 'Successfully moved' });
}

/** POST /object/copy: reads the source as the caller, inserts the copy as the caller. */
export async function copyObject(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const copy = await readTransfer(c, deps);
  const source = await findVisibleObject(deps, identity, copy.bucketId, copy.sourceKey);
  if (!source.version) throw storageErrors.noSuchKey();
  const version = randomUUID();
  await deps.store.copy(source.version, version);
  try {
    const id = await insertObjectRow(deps, identity, {
      bucketId: copy.destinationBucket,
      key: copy.destinationKey,
      version,
      metadata: { ...source.metadata, lastModified: new Date().toISOString() },
      userMetadata: source.user_metadata,
      upsert: c.req.header('x-upsert') === 'true',
    });
    return c.json({ Id: id, Key: `${copy.destinationBucket}/${copy.destinationKey}` });
  } catch (error) {
    await deps.store.remove(version);
    throw error;
  }
}

/** POST /object/sign/{bucket}/{path} {expiresIn}: a signed URL for an object the caller can see. */
export async function signObjectUrl(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const { bucket, key } = objectKeyOf(c);
  const body = await readJsonBody(c);
  const expiresIn = Number(body.expiresIn);
  if (!Number.isSafeInteger(expiresIn) || expiresIn <= 0)
    throw storageErrors.invalidRequest('expiresIn must be a positive integer');
  const transform = signedTransform(body.transform);
  await findBucket(deps, bucket);
  await findVisibleObject(deps, identity, bucket, key);
  const now = Math.floor(Date.now() / 1000);
  const claims = { url: `${bucket}/${key}`, iat: now, exp: now + expiresIn };
  const token = await signJwt(
    transform ? { ...claims, transformations: serializeTransformOptions(transform) } : claims,
    deps.ctx.config.jwtSecret,
  );
  const route = transform ? '/render/image/sign' : '/object/sign';
  return c.json({ signedURL: `${route}/${bucket}/${encodeURI(key)}?token=${token}` });
}

/** storage-js sends `transform` with createSignedUrl(…, { transform }): the token then carries it. */
function signedTransform(raw: unknown): TransformOptions | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw storageErrors.invalidRequest('transform must be an object');
  return Object.keys(raw).length > 0 ? parseTransformOptions(raw as Record<string, unknown>) : null;
}

/** GET /object/sign/{bucket}/{path}?token=…: serves the object the token was signed for. */
export async function downloadSignedObject(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucket, key } = objectKeyOf(c);
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidRequest('Missing token');
  const claims = await verifyJwt(token, deps.ctx.config.jwtSecret);
  if (claims.url !== `${bucket}/${key}`) throw storageErrors.invalidJwt('Invalid signature for this object');
  // A token signed for a transformed variant does not unlock the original (a larger image).
  if (claims.transformations !== undefined) throw storageErrors.invalidJwt('This token is for a transformed image');
  await findBucket(deps, bucket);
  return sendObject(c, deps, await findVisibleObject(deps, null, bucket, key));
}
