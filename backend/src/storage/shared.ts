import type { Context } from 'hono';
import type { BackendContext } from '../context.ts';
import type { RequestIdentity } from '../db/requestContext.ts';
import { resolveIdentity } from '../jwt.ts';
import { storageErrors } from './errors.ts';
import type { ObjectStore } from './objectStore.ts';

export interface StorageDeps {
  ctx: BackendContext;
  store: ObjectStore;
  globalLimit: number;
}

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

/** storage-api reads the caller from the Authorization bearer, falling back to the apikey. */
export function identityOf(c: Context, deps: StorageDeps): Promise<RequestIdentity> {
  return resolveIdentity(
    { authorization: c.req.header('authorization'), apikey: c.req.header('apikey') },
    deps.ctx.keys,
  );
}

/**
 * Bucket settings are read with the backend's own rights, as storage-api does (its uploader
 * looks buckets up as superuser): limits apply whatever the caller may see.
 */
export async function findBucket(deps: StorageDeps, bucketId: string): Promise<BucketRow> {
  const { rows } = await deps.ctx.db.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [bucketId],
  );
  if (!rows[0]) throw storageErrors.noSuchBucket();
  return rows[0];
}

/** Timestamps as storage-api serialises them (JavaScript Date → ISO with milliseconds, UTC). */
export function isoSql(column: string): string {
  return `to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw storageErrors.invalidRequest('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
