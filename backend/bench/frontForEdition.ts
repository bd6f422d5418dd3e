// `npx tsx bench/frontForEdition.ts [prefix]` (backend folder): front_for_edition on a 12-container,
// 80-card UK front (e2e/scripts/frontBench.ts's shape), timed on PGlite without and then with the
// migrations whose names start with `prefix` (default 2026120730, decision 211's), on one database
// in one process (A/B), with the two answers compared. Not a test: it prints, never fails on times.
// FRONT_SQL_ARCHIVE sets the archive stories added to the seed (default 1,000).
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seedArchiveInDatabase } from '../src/seed/archive.ts';
import { pgliteSchemaTemplate } from '../test/helpers/schemaTemplates.ts';
import { migrationsDir } from '../test/schema/sqlHarness.ts';

const PREFIX = process.argv[2] ?? '2026120730';
const ARCHIVE = Number(process.env.FRONT_SQL_ARCHIVE ?? 1_000);
const RUNS = 40;

/** A supabase/ folder without the migrations named `PREFIX…`; answers it and those files. */
async function schemaBefore(): Promise<{ dir: string; newer: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'newsroom-front-sql-'));
  await cp(migrationsDir, path.join(dir, 'migrations'), {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith(PREFIX),
  });
  const newer = (await readdir(migrationsDir))
    .filter((name) => name.startsWith(PREFIX) && name.endsWith('.sql'))
    .sort();
  return { dir, newer: newer.map((name) => path.join(migrationsDir, name)) };
}

/** Bylines for every story, a few live blogs with posts: what credits() and live_updated_at() read. */
async function enrich(db: Database): Promise<void> {
  await db.exec(`
    insert into public.authors (name, slug) select 'Writer ' || g, 'writer-' || g from generate_series(1, 30) g;
    insert into public.story_authors (story_id, author_id, position)
      select s.id, a.id, 0 from public.news_stories s
        join public.authors a on a.slug = 'writer-' || (1 + abs(hashtext(s.id::text)) % 30);
    insert into public.story_authors (story_id, author_id, position)
      select s.id, a.id, 1 from public.news_stories s
        join public.authors a on a.slug = 'writer-' || (1 + (abs(hashtext(s.id::text)) + 7) % 30)
       where abs(hashtext(s.id::text)) % 3 = 0;
    update public.news_stories set live_state = 'live'
     where id in (select id from public.news_stories where status = 'published' order by published_at desc limit 6);
    insert into public.live_posts (story_id, body, published_at)
      select s.id, 'Update ' || g, now() - make_interval(mins => g)
        from public.news_stories s, generate_series(1, 20) g where s.live_state = 'live';
    analyze;`);
}

/** The UK front of the bench: a lead with 4, a single, 8 rows of 7, a list of 9, the newest 9. */
async function publishBigFront(db: Database): Promise<void> {
  await db.exec(`
    do $$
    declare
      front uuid;
      ids uuid[] := array(select id from public.news_stories where status = 'published' and published_at <= now()
                           and excerpt is not null order by published_at desc limit 71);
      shape text[] := array['lead-4:5', 'single:1', 'row-4:7', 'row-4:7', 'row-4:7', 'row-4:7', 'row-4:7',
                            'row-4:7', 'row-4:7', 'row-4:7', 'list:9'];
      taken int := 0;
      box uuid;
      n int;
    begin
      insert into public.fronts (edition, published_at) values ('uk', now() - interval '1 second') returning id into front;
      for i in 1 .. cardinality(shape) loop
        n := split_part(shape[i], ':', 2)::int;
        insert into public.front_containers (front_id, position, title, kind, layout, card_limit)
          values (front, i - 1, 'Box ' || i, 'curated', split_part(shape[i], ':', 1), n) returning id into box;
        insert into public.front_cards (container_id, position, story_id, headline)
          select box, k - 1, ids[taken + k], case when k = 1 then 'Desk headline ' || i end
            from generate_series(1, n) k;
        taken := taken + n;
      end loop;
      insert into public.front_containers (front_id, position, title, kind, rule, layout, card_limit)
        values (front, 11, 'Latest', 'automatic', 'latest', 'list', 9);
    end $$;`);
}

async function p50(work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/** The statement the REST layer runs for the RPC (rest/rpc.ts planRpc, PostgREST's scalar shape). */
const REST_STATEMENT = `select null::text as total, pg_catalog.count(_postgrest_t)::text as page_total,
  coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null') as body
  from (select public.front_for_edition('uk') as pgrst_scalar) _postgrest_t`;

async function timeFront(db: Database, label: string): Promise<unknown> {
  const read = () => db.query<{ front: unknown }>(`select public.front_for_edition('uk') as front`);
  const front = (await read()).rows[0].front;
  const samples = await p50(read);
  const rest = await p50(() => db.query(REST_STATEMENT));
  const cards = (front as { containers: { stories: unknown[] }[] }).containers.reduce(
    (n, c) => n + c.stories.length,
    0,
  );
  console.log(
    `${label}: front_for_edition('uk') p50 ${samples[RUNS / 2].toFixed(1)} ms, min ${samples[0].toFixed(1)} ms ` +
      `(${RUNS} runs, ${cards} cards, ${JSON.stringify(front).length} bytes); ` +
      `as the REST layer's statement p50 ${rest[RUNS / 2].toFixed(1)} ms, min ${rest[0].toFixed(1)} ms`,
  );
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) select public.front_for_edition('uk')`,
  );
  console.log(plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));
  return front;
}

async function main(): Promise<void> {
  const { dir, newer } = await schemaBefore();
  const db = await openDatabase({ dataDir: 'memory://', pgliteTemplateFile: await pgliteSchemaTemplate(dir) });
  try {
    await db.exec(`set timezone to 'UTC'`);
    await seedArchiveInDatabase(db, { stories: ARCHIVE, seed: ARCHIVE, revisions: false });
    await enrich(db);
    await publishBigFront(db);
    const before = await timeFront(db, `without ${PREFIX}…`);
    for (const file of newer) await db.exec(await readFile(file, 'utf8'));
    const after = await timeFront(db, `with (${newer.map((file) => path.basename(file)).join(', ')})`);
    console.log(`answers identical: ${isDeepStrictEqual(before, after)}`);
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
