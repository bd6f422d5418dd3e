/**
 * Media library benchmark (issue 53 item 6, decision 199): 20,000 images, 5,000 stories using a
 * quarter of them (lead images and body image nodes), read by an editor through the local
 * backend's real REST as the Media tab reads them (media_library, one call a page, with use
 * counts). Printed against the budget (first page ≤ 300 ms), not asserted:
 * `npm run bench:media -w @newsroom/backend`, also run by `npm run bench`. PGlite always;
 * PostgreSQL too when DATABASE_URL is set. MEDIA_LOADS (20) loads of each page.
 */
import { performance } from 'node:perf_hooks';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DatabaseKind } from '../test/helpers/testBackend.ts';
import { startApiWorld, type ApiWorld } from '../test/schema/apiWorld.ts';
import { staffAccount } from '../test/schema/twoFactorSessions.ts';
import { percentile } from './stats.ts';

const IMAGES = 20_000;
const STORIES = 5_000;
const PAGE_SIZE = 36;
const LOADS = Number(process.env.MEDIA_LOADS ?? 20);
const BUDGET_MS = 300;

/** The library and the stories that use it, as the owner (a seed, not the API). */
async function seed(world: ApiWorld): Promise<void> {
  const db = world.test.backend.db;
  await db.query(
    `insert into public.media_assets (storage_path, alt_text, caption, credit, bytes, mime_type, created_at)
     select 'bench/' || i || '.jpg',
            (array['Flooded road in Harare', 'Market stalls at dawn', 'Minister at the podium', 'Rugby final'])[1 + i % 4] || ' ' || i,
            'Caption number ' || i,
            (array['Farai Chikore', 'Rudo Banda', 'Thandiwe Khumalo'])[1 + i % 3],
            200000 + i, 'image/jpeg', now() - make_interval(mins => i)
       from generate_series(1, $1::integer) i`,
    [IMAGES],
  );
  await db.query(
    `insert into public.news_stories (title, summary, category, author, read_time, status, image_url, body)
     select 'Story ' || i, 'A summary.', 'Feature', 'Bench', '1 min read', 'draft',
            'http://127.0.0.1:54321/storage/v1/object/public/blog-images/bench/' || (i * 4) || '.jpg',
            jsonb_build_object('type', 'doc', 'content', jsonb_build_array(
              jsonb_build_object('type', 'paragraph', 'content',
                jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Text ' || i))),
              jsonb_build_object('type', 'image', 'attrs',
                jsonb_build_object('src', 'blog-images/bench/' || (i * 4 - 1) || '.jpg', 'alt', 'An image'))))
       from generate_series(1, $1::integer) i`,
    [STORIES],
  );
  await db.query('analyze public.media_assets');
  await db.query('analyze public.news_stories');
}

async function page(client: SupabaseClient, args: Record<string, unknown>): Promise<number> {
  const { data, error } = await client.rpc('media_library', { page_size: PAGE_SIZE, ...args });
  if (error) throw new Error(`media_library: ${error.message}`);
  return (data as unknown[]).length;
}

async function timed(
  client: SupabaseClient,
  args: Record<string, unknown>,
): Promise<{ p50: number; p95: number; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < LOADS; i += 1) {
    const started = performance.now();
    rows = await page(client, args);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows };
}

const verdict = (value: number) => (value <= BUDGET_MS ? 'PASS' : 'FAIL');

async function run(database: DatabaseKind): Promise<void> {
  const world = await startApiWorld({ database });
  try {
    await seed(world);
    const editor = await (await staffAccount(world, 'editor')).signIn();
    const cases: [string, Record<string, unknown>][] = [
      ['first page', {}],
      ['search "harare"', { search: 'harare' }],
      ['unused only', { unused_only: true }],
      ['second page', { after_created: new Date(Date.now() - 36 * 60_000).toISOString() }],
    ];
    const lines = [`the media library with ${IMAGES.toLocaleString('en')} images [${database}]`];
    for (const [name, args] of cases) {
      const result = await timed(editor, args);
      const budget = name === 'first page' ? ` (budget ${BUDGET_MS} ms: ${verdict(result.p50)})` : '';
      lines.push(
        `  ${name}: ${result.rows} rows, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms over ${LOADS} loads${budget}`,
      );
    }
    console.log(lines.join('\n'));
  } finally {
    await world.stop();
  }
}

const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.DATABASE_URL) console.log('PostgreSQL variant skipped: DATABASE_URL is not set.');
for (const database of databases) await run(database);
