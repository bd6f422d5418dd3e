import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../src/db/database.ts';

/** `schema.table` → `rows:checksum` for every base table of the API's schemas and auth/storage. */
export type DatabaseSnapshot = Record<string, string>;

const SCHEMAS = ['public', 'auth', 'storage', 'realtime', 'supabase_migrations'];

export async function snapshotDatabase(db: Queryable): Promise<DatabaseSnapshot> {
  const tables = await db.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any($1) order by 1, 2`,
    [SCHEMAS],
  );
  const snapshot: DatabaseSnapshot = {};
  for (const { schema, name } of tables.rows) {
    const table = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    // Order-independent: the checksum of the sorted per-row checksums.
    const { rows } = await db.query<{ n: number; sum: string | null }>(
      `select count(*)::int as n, md5(string_agg(h, '' order by h)) as sum from (select md5(t::text) as h from ${table} t) rows`,
    );
    snapshot[`${schema}.${name}`] = `${rows[0].n}:${rows[0].sum ?? '-'}`;
  }
  return snapshot;
}

/** Every file under `root` with its size and SHA-256 (object bytes, and anything a traversal wrote). */
export async function snapshotFiles(root: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const bytes = await readFile(full);
        result[path.relative(root, full)] = `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`;
      }
    }
  };
  await walk(root);
  return result;
}
