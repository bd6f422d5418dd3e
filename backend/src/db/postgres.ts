import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

// Same choices as the PGlite adapter: int8 and timestamps stay PostgreSQL text.
for (const oid of [20, 1082, 1114, 1184]) pg.types.setTypeParser(oid, (value: string) => value);

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return {
        rows: result.rows as Row[],
        affectedRows: result.rowCount ?? undefined,
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  // Every pooled session in UTC so JSON timestamps render as PostgREST's `…+00:00`.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c TimeZone=UTC' });
  await pool.query('select 1');
  const listeners = new Set<pg.PoolClient>();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      listeners.add(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        listeners.delete(client);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    async close() {
      for (const client of listeners) client.release();
      await pool.end();
    },
  };
}
