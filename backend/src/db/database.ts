/**
 * The one database seam of the backend. Two adapters implement it: embedded PGlite (the default,
 * data kept in a directory) and a real PostgreSQL server (when DATABASE_URL is set). Everything
 * above this file speaks SQL through it and never knows which one it has.
 */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  /** One statement with $1..$n parameters. Values are always bound, never interpolated. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

/** Queries and transactions without LISTEN or lifecycle (see Database.delivery). */
export type DeliveryDatabase = Pick<Database, 'kind' | 'query' | 'exec' | 'transaction'>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; rolls back when fn throws. Calls are serialised per connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Where the realtime change feed runs its queries (dequeueing changes, RLS checks per
   * subscriber). PostgreSQL: a small pool of its own, so delivery never queues behind API requests
   * for the shared pool; PGlite (one connection): the database's own queries.
   */
  readonly delivery: DeliveryDatabase;
  /**
   * Where the API's writes run (inserts, updates, deletes and RPCs that may write; not view
   * counters): a newsroom's write never queues behind a crowd's reads. PostgreSQL: a small pool of
   * its own; PGlite (one connection): ahead of the reads waiting for it.
   */
  readonly writes: Pick<Database, 'transaction'>;
  close(): Promise<void>;
}

/**
 * The connection to the database failed (closed, reset, refused, terminated by the server), as
 * opposed to a statement failing. The API answers 503 (PostgREST's PGRST001); the adapter has
 * already dropped the connection, so the next request gets a fresh one. A write whose answer was
 * lost this way may have committed.
 */
export class DatabaseConnectionError extends Error {
  constructor(override readonly cause: unknown) {
    super(`Lost the connection to the database: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseConnectionError';
  }
}

export interface DatabaseOptions {
  /** postgres://… ; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database (tests). */
  dataDir: string;
  /** Tests: an initdb'd cluster file a new database starts from (skips initdb). */
  pgliteTemplateFile?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir, options.pgliteTemplateFile);
}
