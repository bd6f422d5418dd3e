// `npm run bench:archive` (and part of `npm run bench`): the site at the seed, 10,000 and 100,000
// published stories (issue 33), on PGlite and, when READERS_DATABASE_URL or DATABASE_URL names a
// PostgreSQL server, on a temporary database there. Run `npm run build` first.
// At each size: the HTML bytes of the home page, the oldest story and a category page; uncached
// server renders of story pages (each a different story) and of the home page; search through
// search_content; the console's first page of stories as an editor; the generator's time and the
// database's size. Printed beside the budgets; not a test: exits 0 unless the run breaks.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchSearch, type PortalClient } from '@newsroom/shared';
import { createClient } from '@supabase/supabase-js';
import { openDatabase } from '../../backend/src/db/database.ts';
import { seedArchiveInDatabase } from '../../backend/src/seed/archive.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../backend/test/helpers/postgres.ts';
import { NO_FILTERS } from '../../mfe-editor/src/features/stories/listFilters.ts';
import { fetchEditorStoryPage } from '../../mfe-editor/src/features/stories/useEditorStories.ts';
import { ACCOUNTS } from '../support/accounts.ts';
import { startE2eBackend, type E2eBackend } from '../support/backend.ts';
import { assertBuilt, startPortal, type Portal } from '../support/portal.ts';

/** Archive sizes on top of the seed; each step adds the difference to the one before. */
const SIZES = [0, 10_000, 100_000];
const RENDERS = 20;
const SEARCHES = [
  'harare water',
  'election',
  'cholera outbreak',
  '"city council"',
  'mining -gold',
  'rainfall or drought',
];
const SEARCH_ROUNDS = 8;

const BUDGETS = {
  bytesGrowth: 0.05,
  storyRenderP50: 50,
  homeRenderP50: 80,
  searchP95: { pglite: 400, postgres: 150 },
  consoleFirstPage: 1000,
};

type DatabaseKind = 'pglite' | 'postgres';

interface Site {
  backend: E2eBackend;
  portal: Portal;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

function directoryBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((bytes, entry) => {
    const full = path.join(dir, entry.name);
    return bytes + (entry.isDirectory() ? directoryBytes(full) : entry.isFile() ? statSync(full).size : 0);
  }, 0);
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-GB')} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** Where a database lives between runs of the backend, and how to fill it directly. */
interface Store {
  kind: DatabaseKind;
  backendOptions: { dataDir?: string; databaseUrl?: string };
  /** The database's files or pg_database_size. */
  size(): Promise<string>;
  drop(): Promise<void>;
}

function pgliteStore(): Store {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsroom-archive-bench-'));
  return {
    kind: 'pglite',
    backendOptions: { dataDir: dir },
    size: async () => megabytes(directoryBytes(path.join(dir, 'db'))),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresStore(database: TemporaryDatabase): Store {
  return {
    kind: 'postgres',
    backendOptions: { databaseUrl: database.url },
    size: async () => {
      const db = await openDatabase({ databaseUrl: database.url, dataDir: '' });
      try {
        const { rows } = await db.query<{ size: string }>('select pg_database_size(current_database())::text as size');
        return megabytes(Number(rows[0]?.size));
      } finally {
        await db.close();
      }
    },
    drop: () => database.drop(),
  };
}

/** Adds `stories` archive stories with the backend stopped (PGlite has one owner). */
async function grow(store: Store, stories: number): Promise<number> {
  const db = await openDatabase({
    databaseUrl: store.backendOptions.databaseUrl,
    dataDir: path.join(store.backendOptions.dataDir ?? '', 'db'),
  });
  try {
    const report = await seedArchiveInDatabase(db, { stories, essays: Math.round(stories / 50), seed: stories });
    return report.milliseconds;
  } finally {
    await db.close();
  }
}

async function startSite(store: Store): Promise<Site> {
  const backend = await startE2eBackend(store.backendOptions);
  const portal = await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  return { backend, portal };
}

async function storyIds(site: Site, count: number): Promise<{ oldest: string; sample: string[] }> {
  const client = createClient(site.backend.url, site.backend.serviceRoleKey, { auth: { persistSession: false } });
  const { count: total } = await client
    .from('news_stories')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'published');
  const oldest = await client
    .from('news_stories')
    .select('id')
    .eq('status', 'published')
    .order('published_at', { ascending: true })
    .limit(1)
    .single();
  const sample: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const offset = Math.floor(((index + 0.5) / count) * (total ?? 1));
    const { data } = await client
      .from('news_stories')
      .select('id')
      .eq('status', 'published')
      .order('published_at', { ascending: false })
      .range(offset, offset)
      .single();
    if (data) sample.push(String(data.id));
  }
  return { oldest: String(oldest.data?.id), sample };
}

async function htmlBytes(site: Site, path: string): Promise<number> {
  const response = await fetch(new URL(path, site.portal.baseURL));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** Sequential renders, each a fresh render (the shell server has no page cache; distinct ids). */
async function renderTimes(site: Site, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const pagePath of paths) {
    const [, elapsed] = await timed(async () => htmlBytes(site, pagePath));
    times.push(elapsed);
  }
  return times;
}

async function searchTimes(site: Site): Promise<number[]> {
  const client = createClient(site.backend.url, site.backend.anonKey, { auth: { persistSession: false } });
  const times: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const q of SEARCHES) {
      const params = { q, category: '', from: '', to: '', page: 1 + (round % 3) };
      times.push((await timed(() => fetchSearch(params, client as unknown as PortalClient)))[1]);
    }
  }
  return times;
}

async function consoleFirstPage(site: Site): Promise<number> {
  const client = createClient(site.backend.url, site.backend.anonKey, { auth: { persistSession: false } });
  const { email, password } = ACCOUNTS.editor;
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`editor sign-in: ${error.message}`);
  const [page, elapsed] = await timed(() => fetchEditorStoryPage(NO_FILTERS, client as unknown as PortalClient));
  if (page.items.length === 0) throw new Error('the console listed no stories');
  return elapsed;
}

interface SizeFigures {
  stories: number;
  bytes: Record<string, number>;
  storyRender: number[];
  homeRender: number[];
  search: number[];
  consolePage: number;
  generatorMs: number;
  size: string;
}

async function measure(site: Site): Promise<Omit<SizeFigures, 'stories' | 'generatorMs' | 'size'>> {
  const { oldest, sample } = await storyIds(site, RENDERS);
  // A first request warms each server container; not counted.
  await htmlBytes(site, '/');
  const bytes = {
    home: await htmlBytes(site, '/'),
    'oldest story': await htmlBytes(site, `/story/${oldest}`),
    'category (sports)': await htmlBytes(site, '/category/sports'),
  };
  return {
    bytes,
    storyRender: await renderTimes(
      site,
      sample.map((id) => `/story/${id}`),
    ),
    homeRender: await renderTimes(
      site,
      Array.from({ length: RENDERS }, () => '/'),
    ),
    search: await searchTimes(site),
    consolePage: await consoleFirstPage(site),
  };
}

function report(kind: DatabaseKind, figures: SizeFigures[]): void {
  const [seed] = figures;
  console.log(`\n── ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ──`);
  for (const size of figures) {
    const label = size.stories === 0 ? 'seed' : `+${size.stories.toLocaleString('en-GB')} stories`;
    console.log(
      `${label}: database ${size.size}` +
        (size.generatorMs ? `, generated in ${(size.generatorMs / 1000).toFixed(1)} s` : ''),
    );
    for (const [page, bytes] of Object.entries(size.bytes)) {
      const growth = bytes / seed.bytes[page] - 1;
      console.log(
        `  HTML ${page.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(7)} KB  ` +
          `${(growth * 100).toFixed(1).padStart(5)} % vs seed  ${verdict(Math.abs(growth) <= BUDGETS.bytesGrowth)}`,
      );
    }
    const storyP50 = percentile(size.storyRender, 50);
    const homeP50 = percentile(size.homeRender, 50);
    const searchP95 = percentile(size.search, 95);
    console.log(
      `  story render p50 ${ms(storyP50)} (budget ${BUDGETS.storyRenderP50}) ${verdict(storyP50 <= BUDGETS.storyRenderP50)}` +
        `  · home render p50 ${ms(homeP50)} (budget ${BUDGETS.homeRenderP50}) ${verdict(homeP50 <= BUDGETS.homeRenderP50)}`,
    );
    console.log(
      `  search p50 ${ms(percentile(size.search, 50))} p95 ${ms(searchP95)} (budget ${BUDGETS.searchP95[kind]}) ` +
        `${verdict(searchP95 <= BUDGETS.searchP95[kind])}` +
        `  · console first page ${ms(size.consolePage)} (budget ${BUDGETS.consoleFirstPage}) ${verdict(size.consolePage <= BUDGETS.consoleFirstPage)}`,
    );
  }
}

async function runOn(store: Store): Promise<void> {
  const figures: SizeFigures[] = [];
  let stories = 0;
  try {
    for (const target of SIZES) {
      const generatorMs = target > stories ? await grow(store, target - stories) : 0;
      stories = target;
      const site = await startSite(store);
      try {
        figures.push({ stories, generatorMs, size: await store.size(), ...(await measure(site)) });
      } finally {
        await site.portal.close();
        await site.backend.stop();
      }
      console.log(`[archive bench] ${store.kind}: measured at +${stories.toLocaleString('en-GB')} stories`);
    }
  } finally {
    report(store.kind, figures);
    await store.drop();
  }
}

async function main(): Promise<void> {
  assertBuilt();
  // Every read reaches the database: the backend's short anonymous-read cache (decision 130) is off.
  process.env.READ_CACHE_MS = '0';
  const first = pgliteStore();
  // PGlite's first start creates and seeds the database; the archive is added once it exists.
  await (await startE2eBackend(first.backendOptions)).stop();
  await runOn(first);
  const serverUrl = process.env.READERS_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPostgreSQL variant skipped: set READERS_DATABASE_URL or DATABASE_URL.');
    return;
  }
  const database = await createTemporaryDatabase(serverUrl);
  const store = postgresStore(database);
  await (await startE2eBackend(store.backendOptions)).stop();
  await runOn(store);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
