import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/testBackend.ts';

/**
 * PostgreSQL only: when the server drops the backend's connections (what a full disk, a restart
 * or an operator's pg_terminate_backend do), a request in flight gets PostgREST's 503 in the
 * usual error shape, the process keeps running, and the next request works on a new connection.
 */
describe.skipIf(!process.env.DATABASE_URL)('lost database connections [postgres]', () => {
  let test: TestBackend;
  let admin: pg.Client;
  let database: string;

  beforeAll(async () => {
    test = await startTestBackend({ database: 'postgres' });
    database = (await test.backend.db.query<{ name: string }>('select current_database() as name')).rows[0].name;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await test?.stop();
  });

  const terminateAll = () =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );

  it('answers 503 PGRST001 to the request whose connection died, then serves the next one', async () => {
    const service = test.client('service_role');
    expect((await service.from('articles').select('id').limit(1)).error).toBeNull();
    const locker = new pg.Client({ connectionString: new URL(`/${database}`, process.env.DATABASE_URL).toString() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table public.articles in access exclusive mode');
      // Plain fetch: supabase-js retries a 503 GET by itself, which would hide the answer under test.
      const key = test.backend.serviceRoleKey;
      const blocked = fetch(`${test.url}/rest/v1/articles?select=id&limit=1`, {
        headers: { apikey: key, authorization: `Bearer ${key}` },
      }).then(async (response) => ({ status: response.status, error: await response.json() }));
      // The request is now waiting on the lock inside its transaction: end its connection.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        [database],
      );
      const { error, status } = await blocked;
      expect(status).toBe(503);
      expect(error).toMatchObject({ code: 'PGRST001', message: 'Database client error. Retrying the connection.' });
      expect(error.details).toMatch(/Lost the connection to the database/);
    } finally {
      await locker.end().catch(() => undefined);
    }
    const next = await service.from('articles').select('id').limit(1);
    expect(next.error).toBeNull();
    expect(next.status).toBe(200);
  });

  it('survives the server closing idle pooled connections and the LISTEN session', async () => {
    const service = test.client('service_role');
    await Promise.all([1, 2, 3].map(() => service.from('articles').select('id').limit(1)));
    await terminateAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // At most the first request may still meet a dead connection; after that every one works.
    const first = await service.from('articles').select('id').limit(1);
    expect([200, 503]).toContain(first.status);
    for (let i = 0; i < 3; i += 1) {
      const { status, error } = await service.from('articles').select('id').limit(1);
      expect(error).toBeNull();
      expect(status).toBe(200);
    }
    // The realtime LISTEN connection came back (it retries every second).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const listening = await admin.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [database],
    );
    expect(Number(listening.rows[0].n)).toBeGreaterThan(0);
  });
});
