import type { Context } from 'hono';
import { withRequestContext } from '../db/requestContext.ts';
import { storageErrors, toStorageError } from './errors.ts';
import { validateBucketName } from './keys.ts';
import { parseAllowedMimeTypes, parseFileSizeLimit } from './limits.ts';
import { deleteRows } from './objects.ts';
import { identityOf, isoSql, readJsonBody, type StorageDeps } from './shared.ts';

const BUCKET_COLUMNS = `id, name, owner, owner_id, public, type, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, ${isoSql('created_at')} as created_at, ${isoSql('updated_at')} as updated_at`;

/** Bucket calls run as the caller: storage.buckets RLS decides (service_role bypasses it). */
export async function listBuckets(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const { rows } = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name collate "C"`),
  );
  return c.json(rows);
}

export async function getBucket(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const { rows } = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [c.req.param('id')]),
  );
  if (!rows[0]) throw storageErrors.noSuchBucket();
  return c.json(rows[0]);
}

export async function createBucket(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const body = await readJsonBody(c);
  const name = validateBucketName(body.name);
  const id = body.id === undefined ? name : validateBucketName(body.id);
  const limit = parseFileSizeLimit(body.file_size_limit, deps.globalLimit);
  const mimeTypes = parseAllowedMimeTypes(body.allowed_mime_types);
  try {
    await withRequestContext(deps.ctx.db, identity, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, auth.uid(), auth.uid()::text, $3, $4, $5)`,
        [id, name, body.public === true, limit, mimeTypes],
      ),
    );
  } catch (error) {
    const mapped = toStorageError(error);
    throw mapped.code === 'KeyAlreadyExists' ? storageErrors.bucketAlreadyExists() : mapped;
  }
  return c.json({ name: id });
}

export async function updateBucket(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const body = await readJsonBody(c);
  const sets: string[] = [];
  const params: unknown[] = [c.req.param('id')];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (body.public !== undefined) set('public', body.public === true);
  if (body.file_size_limit !== undefined)
    set('file_size_limit', parseFileSizeLimit(body.file_size_limit, deps.globalLimit));
  if (body.allowed_mime_types !== undefined) set('allowed_mime_types', parseAllowedMimeTypes(body.allowed_mime_types));
  const result = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query(`update storage.buckets set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1`, params),
  );
  if (!result.affectedRows) throw storageErrors.noSuchBucket();
  return c.json({ message: 'Successfully updated' });
}

export async function emptyBucket(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const id = c.req.param('id') ?? '';
  await requireVisibleBucket(deps, identity, id);
  await deleteRows(deps, identity, 'bucket_id = $1', [id]);
  return c.json({ message: 'Successfully emptied' });
}

export async function deleteBucket(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const id = c.req.param('id') ?? '';
  const { rows } = await deps.ctx.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (rows.length > 0) throw storageErrors.resourceNotEmpty();
  const result = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query('delete from storage.buckets where id = $1', [id]),
  );
  if (!result.affectedRows) throw storageErrors.noSuchBucket();
  return c.json({ message: 'Successfully deleted' });
}

async function requireVisibleBucket(
  deps: StorageDeps,
  identity: Awaited<ReturnType<typeof identityOf>>,
  id: string,
): Promise<void> {
  const { rows } = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query('select 1 from storage.buckets where id = $1', [id]),
  );
  if (!rows[0]) throw storageErrors.noSuchBucket();
}
