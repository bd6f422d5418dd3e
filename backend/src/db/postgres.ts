import pg from 'pg';
import { DatabaseConnectionError, type Database, type Queryable, type QueryResult } from './database.ts';

// Same choices as the PGlite adapter: int8 and timestamps stay PostgreSQL text.
for (const oid of [20, 1082, 1114, 1184]) pg.types.setTypeParser(oid, (value: string) => value);

const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);

/**
 * True when the connection, not the statement, failed: the socket closed, reset or was refused
 * ("Connection terminated unexpectedly", "Client has encountered a connection error"), a
 * connection-class SQLSTATE (08xxx), or the server ending the session (57P01–57P03). Such a
 * client must never go back to the pool.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code.startsWith('08') || /^57P0[123]$/.test(code);
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return /connection terminated|connection error|not queryable|terminated unexpectedly/i.test(error.message);
}

function connectionFailure(error: unknown): unknown {
  if (error instanceof DatabaseConnectionError) return error;
  return isConnectionFailure(error) ? new DatabaseConnectionError(error) : error;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      try {
        const result = await client.query(sql, params);
        return {
          rows: result.rows as Row[],
          affectedRows: result.rowCount ?? undefined,
          fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
        };
      } catch (error) {
        throw connectionFailure(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        throw connectionFailure(error);
      }
    },
  };
}

async function transactionOn<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw connectionFailure(error);
  });
  // A checked-out client has no pool listener: without this one a server-side close would
  // be an unhandled 'error' event.
  const onError = (error: Error) => console.error('[db] a PostgreSQL connection in use was lost:', error.message);
  client.on('error', onError);
  let broken: Error | undefined;
  const tx = wrap(client);
  try {
    await tx.exec('begin');
    const result = await fn(tx);
    await tx.exec('commit');
    return result;
  } catch (error) {
    // Only the adapter's own wrapping marks a dead connection; anything else fn throws
    // (a Rollback, a refusal) rolls back on a healthy one.
    if (error instanceof DatabaseConnectionError) broken = error;
    else
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    throw error;
  } finally {
    client.off('error', onError);
    // release(error) destroys the connection instead of handing a dead one to the next request.
    client.release(broken);
  }
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  // Every pooled session in UTC so JSON timestamps render as PostgREST's `…+00:00`.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c TimeZone=UTC' });
  // An idle pooled connection the server closes emits 'error' on the pool; unhandled, it would end
  // the process. The pool drops that client by itself and opens a new one on the next query.
  pool.on('error', (error) => console.error('[db] an idle PostgreSQL connection was lost:', error.message));
  await pool.query('select 1');
  // The realtime change feed's own connections: under load every pooled connection is busy with API
  // requests, and a breaking-news change waited its turn behind them twice (dequeue, RLS check).
  const deliveryPool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c TimeZone=UTC' });
  deliveryPool.on('error', (error) => console.error('[db] an idle PostgreSQL connection was lost:', error.message));
  // Writes' own connections: a breaking-news insert waited for one of the 10 above behind a
  // readers' flood (realtime delivery under load p95 439 ms, most of it that wait).
  const writesPool = new pg.Pool({ connectionString: databaseUrl, max: 3, options: '-c TimeZone=UTC' });
  writesPool.on('error', (error) => console.error('[db] an idle PostgreSQL connection was lost:', error.message));
  const listeners = new Set<pg.PoolClient>();
  const lostHandlers = new WeakMap<pg.PoolClient, (error: Error) => void>();
  const releaseListener = (client: pg.PoolClient) => {
    const onError = lostHandlers.get(client);
    if (onError) client.off('error', onError);
    client.release();
  };
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (fn) => transactionOn(pool, fn),
    delivery: { kind: 'postgres', ...wrap(deliveryPool), transaction: (fn) => transactionOn(deliveryPool, fn) },
    writes: { transaction: (fn) => transactionOn(writesPool, fn) },
    async listen(channel, onNotify) {
      let stopped = false;
      let current: pg.PoolClient | undefined;
      const attach = async (): Promise<void> => {
        const client = await pool.connect();
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        // The LISTEN session lives as long as the backend: when the server drops it, open another.
        const onError = (error: Error) => {
          console.error(`[db] LISTEN ${channel} connection lost, reconnecting:`, error.message);
          listeners.delete(client);
          client.release(error);
          current = undefined;
          if (!stopped) retry();
        };
        client.once('error', onError);
        // Handed back to the pool (unlisten, close), the client is the pool's: an error on it then
        // (the server closing it) must not release it a second time, which pg-pool throws on.
        lostHandlers.set(client, onError);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        listeners.add(client);
        current = client;
      };
      const retry = () => {
        setTimeout(() => {
          if (!stopped) attach().catch(() => retry());
        }, 1000).unref();
      };
      await attach();
      return async () => {
        stopped = true;
        const client = current;
        if (!client) return;
        listeners.delete(client);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        releaseListener(client);
      };
    },
    async close() {
      for (const client of listeners) releaseListener(client);
      await Promise.all([pool.end(), deliveryPool.end(), writesPool.end()]);
    },
  };
}
