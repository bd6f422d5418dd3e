import type { Context } from 'hono';
import { withRequestContext } from '../db/requestContext.ts';
import { storageErrors } from './errors.ts';
import { decodePathPiece } from './keys.ts';
import { findBucket, identityOf, isoSql, readJsonBody, type StorageDeps } from './shared.ts';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];
const MAX_LIMIT = 1500;

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  column: SortColumn;
  descending: boolean;
  search: string;
}

function readListOptions(body: Record<string, unknown>): ListOptions {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const limit = body.limit === undefined ? 100 : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  if (!Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(offset) || offset < 0) {
    throw storageErrors.invalidRequest('limit and offset must be non-negative integers');
  }
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = (sortBy.column ?? 'name') as SortColumn;
  if (!SORT_COLUMNS.includes(column)) throw storageErrors.invalidRequest(`Invalid sort column: ${String(column)}`);
  return {
    prefix: rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix,
    limit: Math.min(limit, MAX_LIMIT),
    offset,
    column,
    descending: String(sortBy.order ?? 'asc').toLowerCase() === 'desc',
    search: typeof body.search === 'string' ? body.search : '',
  };
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** One level of the tree below the prefix: files as rows, sub-folders as entries with null ids. */
function groupLevel(rows: ListEntry[], options: ListOptions): ListEntry[] {
  const byName = new Map<string, ListEntry>();
  const search = options.search.toLowerCase();
  for (const row of rows) {
    const rest = row.name.slice(options.prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name || !name.toLowerCase().startsWith(search) || byName.has(name)) continue;
    byName.set(
      name,
      slash === -1
        ? { ...row, name }
        : { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    );
  }
  return [...byName.values()];
}

/** PostgreSQL's default null placement: last when ascending, first when descending. */
function compareEntries(a: ListEntry, b: ListEntry, column: SortColumn, descending: boolean): number {
  const x = a[column];
  const y = b[column];
  if (x === y) return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  if (x === null) return 1 * (descending ? -1 : 1);
  if (y === null) return -1 * (descending ? -1 : 1);
  return (x < y ? -1 : 1) * (descending ? -1 : 1);
}

/** POST /object/list/{bucket}: what the caller may select (RLS), one folder level at a time. */
export async function listObjects(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const bucket = decodePathPiece(c.req.param('bucket') ?? '');
  const options = readListOptions(await readJsonBody(c));
  await findBucket(deps, bucket);
  const { rows } = await withRequestContext(deps.ctx.db, identity, (tx) =>
    tx.query<ListEntry>(
      `select name, id, ${isoSql('updated_at')} as updated_at, ${isoSql('created_at')} as created_at,
              ${isoSql('last_accessed_at')} as last_accessed_at, metadata
       from storage.objects where bucket_id = $1 and name like $2 escape '\\' order by name collate "C"`,
      [bucket, likePrefix(options.prefix)],
    ),
  );
  const entries = groupLevel(rows, options).sort((a, b) => compareEntries(a, b, options.column, options.descending));
  return c.json(entries.slice(options.offset, options.offset + options.limit));
}
