import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, DeliveryDatabase, Queryable, QueryResult } from './database.ts';

/** Types PGlite would otherwise turn into JS objects; we keep PostgreSQL's text, as `pg` does for most. */
const TEXT_PARSERS = {
  // int8: keep full precision as text, like node-postgres.
  20: (value: string) => value,
  // timestamptz / timestamp / date: keep PostgreSQL's own text; JSON responses are built in SQL anyway.
  1184: (value: string) => value,
  1114: (value: string) => value,
  1082: (value: string) => value,
};

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params, { parsers: TEXT_PARSERS });
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Queries and transactions straight on one PGlite instance, without the backend's lanes: for a
 * one-off job on a database no request reaches (building a test template, for example).
 */
export function pgliteSession(db: PGlite): Pick<Database, 'query' | 'exec' | 'transaction'> {
  return { ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

type Lane = 'writes' | 'reads';

/**
 * One transaction at a time (PGlite has one connection), writes first: a newsroom's write waits
 * for the transaction under way, not for every read queued before it. The next transaction starts
 * in a later turn of the event loop: PGlite answers in microtasks, so a queue of transactions ran
 * back to back without letting any I/O in, and a write arriving meanwhile was not even read off
 * its socket (~150 ms under a readers' flood, decision 141).
 */
export function transactionLanes(): { run<T>(lane: Lane, start: () => Promise<T>): Promise<T> } {
  const waiting: Record<Lane, Array<() => void>> = { writes: [], reads: [] };
  let busy = false;
  const startNext = () => (waiting.writes.shift() ?? waiting.reads.shift())?.();
  const next = () => {
    busy = waiting.writes.length + waiting.reads.length > 0;
    if (busy) setImmediate(startNext);
  };
  return {
    run(lane, start) {
      return new Promise((resolve, reject) => {
        waiting[lane].push(() => start().then(resolve, reject).finally(next));
        if (!busy) next();
      });
    },
  };
}

/**
 * `templateFile`: an initdb'd cluster (pgliteTemplate.ts) a new database starts from, in memory or
 * in a data directory that has none yet (PG_VERSION absent): initdb costs ~4 s of CPU on disk, a
 * copy ~1.7 s. An existing directory opens as it is.
 */
async function createPglite(dataDir: string, templateFile?: string): Promise<PGlite> {
  const inMemory = dataDir === 'memory://';
  // PGlite creates only the last path segment; a fresh checkout has no .data/ yet.
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const isNew = inMemory || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const options =
    templateFile && isNew ? { loadDataDir: new Blob([new Uint8Array(await readFile(templateFile))]) } : {};
  return inMemory ? PGlite.create(options) : PGlite.create(dataDir, options);
}

export async function openPglite(dataDir: string, templateFile?: string): Promise<Database> {
  const db = await createPglite(dataDir, templateFile);
  // JSON built by PostgreSQL must render timestamps as PostgREST does: `…+00:00`.
  await db.exec(`set timezone to 'UTC'`);
  const lanes = transactionLanes();
  const queries: DeliveryDatabase = {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => lanes.run('reads', () => db.transaction((tx) => fn(wrap(tx)))),
  };
  return {
    ...queries,
    writes: { transaction: (fn) => lanes.run('writes', () => db.transaction((tx) => fn(wrap(tx)))) },
    // One connection: the change feed queries the database itself.
    delivery: queries,
    listen: async (channel, onNotify) => {
      const unlisten = await db.listen(channel, onNotify);
      return async () => unlisten();
    },
    close: () => db.close(),
  };
}
