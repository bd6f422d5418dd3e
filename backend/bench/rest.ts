import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBackend } from '../src/index.ts';
import { withRequestContext } from '../src/db/requestContext.ts';
import { createTemporaryDatabase } from '../test/helpers/postgres.ts';
import { measure } from './stats.ts';
import type { BenchContext, BenchLine } from './types.ts';

const FIXTURE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');
const STORIES = 10_000;
const CONNECTIONS = 10;

/** The SQL PostgREST (and this backend) runs for each query, to time the driver alone. */
const DIRECT = {
  list: `select coalesce(json_agg(_t), '[]')::text as body from (
           select id, slug, title, category, published_at from public.stories
            where published = true order by published_at desc limit 20) _t`,
  point: `select coalesce(json_agg(_t), '[]')::text as body from (select * from public.stories where id = $1) _t`,
};

async function seedStories(run: (sql: string) => Promise<void>): Promise<void> {
  // 10,000 stories, 90 % published, one a minute going back in time.
  await run(`insert into public.stories (slug, title, summary, category, published, published_at, views)
             select 'story-' || g, 'Story number ' || g, repeat('Summary text. ', 8),
                    (array['uk', 'zimbabwe', 'international', 'sport'])[1 + g % 4], g % 10 <> 0,
                    timestamptz '2024-06-01 00:00:00+00' - make_interval(mins => g), g % 997
               from generate_series(1, ${STORIES}) g`);
  await run('analyze public.stories');
}

/** REST list and point-select throughput/latency through HTTP, beside the same SQL on the driver. */
export async function runRestBench(context: BenchContext): Promise<BenchLine[]> {
  const temporary =
    context.database === 'postgres' && context.databaseUrl
      ? await createTemporaryDatabase(context.databaseUrl)
      : undefined;
  const backend = await startBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: temporary?.url,
    supabaseDir: FIXTURE_DIR,
    seed: false,
    logRequests: false,
  });
  try {
    await seedStories((sql) => backend.db.exec(sql));
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'accept-profile': 'public' };
    const queries = [
      {
        name: 'published list (20 of 10k)',
        url: `${backend.url}/rest/v1/stories?select=id,slug,title,category,published_at&published=eq.true&order=published_at.desc&limit=20`,
        direct: () => DIRECT.list,
        params: [] as unknown[],
      },
      {
        name: 'point select by id',
        url: `${backend.url}/rest/v1/stories?select=*&id=eq.5001`,
        direct: () => DIRECT.point,
        params: ['5001'],
      },
    ];
    const lines: BenchLine[] = [];
    const anon = { role: 'anon' as const, claims: { role: 'anon' } };
    for (const query of queries) {
      const probe = await fetch(query.url, { headers });
      if (probe.status !== 200) throw new Error(`${query.name}: HTTP ${probe.status} ${await probe.text()}`);
      const http = await autocannon({
        url: query.url,
        connections: CONNECTIONS,
        duration: context.durationSeconds,
        headers,
      });
      if (http.errors || http.non2xx)
        throw new Error(`${query.name}: ${http.errors} errors, ${http.non2xx} non-2xx responses`);
      // The driver alone, with the same role switch and RLS, as many loops as HTTP connections.
      const direct = await measure(
        () => withRequestContext(backend.db, anon, (tx) => tx.query(query.direct(), query.params)),
        context.durationSeconds * 1000,
        CONNECTIONS,
      );
      lines.push({
        database: context.database,
        name: `REST ${query.name}`,
        rps: http.requests.average,
        p50Ms: http.latency.p50,
        p99Ms: http.latency.p99,
        direct,
      });
    }
    return lines;
  } finally {
    await backend.stop();
    await temporary?.drop();
  }
}
