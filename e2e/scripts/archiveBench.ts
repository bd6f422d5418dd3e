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
import { createClient } from '@supabase/supabase-js';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';
import { openDatabase } from '../../backend/src/db/database.ts';
import { seedArchiveInDatabase } from '../../backend/src/seed/archive.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../backend/test/helpers/postgres.ts';
// The module itself, not the shared barrel (its styled components do not load under tsx).
import { fetchSearch } from '../../shared/src/data/useSearch.ts';
import type { PortalClient } from '../../shared/src/supabase/client.ts';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { authStorageKey, sessionFor } from '../support/supabase.ts';
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

/** supabase-js in Node 20 (no global WebSocket): its realtime client needs one to start. */
function clientFor(url: string, key: string) {
  return createClient(url, key, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
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

/** The oldest public story and `count` public stories spread over the archive (scheduled ones are not public). */
/** Stories' addresses (their slugs, decision 206: an id's page is a redirect to it). */
async function storyIds(site: Site, count: number): Promise<{ oldest: string; sample: string[] }> {
  const now = new Date().toISOString();
  const client = clientFor(site.backend.url, site.backend.serviceRoleKey);
  const { count: total } = await client
    .from('news_stories')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'published')
    .lte('published_at', now);
  const oldest = await client
    .from('news_stories')
    .select('slug')
    .eq('status', 'published')
    .lte('published_at', now)
    .order('published_at', { ascending: true })
    .limit(1)
    .single();
  const sample: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const offset = Math.floor(((index + 0.5) / count) * (total ?? 1));
    const { data } = await client
      .from('news_stories')
      .select('slug')
      .eq('status', 'published')
      .lte('published_at', now)
      .order('published_at', { ascending: false })
      .range(offset, offset)
      .single();
    if (data) sample.push(encodeURIComponent(String(data.slug)));
  }
  return { oldest: encodeURIComponent(String(oldest.data?.slug)), sample };
}

async function html(site: Site, pagePath: string): Promise<string> {
  const response = await fetch(new URL(pagePath, site.portal.baseURL));
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  return response.text();
}

const byteLength = (text: string) => Buffer.byteLength(text);

/** Sequential renders, each a fresh render (the shell server has no page cache; distinct ids). */
async function renderTimes(site: Site, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const pagePath of paths) {
    const [, elapsed] = await timed(() => html(site, pagePath));
    times.push(elapsed);
  }
  return times;
}

async function searchTimes(site: Site): Promise<number[]> {
  const client = clientFor(site.backend.url, site.backend.anonKey);
  const times: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const q of SEARCHES) {
      const params = { q, category: '', from: '', to: '', page: 1 + (round % 3) };
      times.push((await timed(() => fetchSearch(params, client as unknown as PortalClient)))[1]);
    }
  }
  return times;
}

/** An editor opens the console: milliseconds until its Stories tab says "Showing 1–25 of N stories". */
async function consoleFirstPage(site: Site): Promise<number> {
  process.env.E2E_SUPABASE_URL = site.backend.url;
  process.env.E2E_SUPABASE_ANON_KEY = site.backend.anonKey;
  const session = await sessionFor('editor');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(site.portal.baseURL);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [authStorageKey(), session]);
    // Once to load the console's code into the browser's cache, then the figure.
    await page.goto(`${site.portal.baseURL}/blog-management`);
    await page.getByText(/^Showing 1–25 of [\d,]+ stories$/).waitFor({ timeout: 60_000 });
    const [, elapsed] = await timed(async () => {
      await page.goto(`${site.portal.baseURL}/blog-management`);
      await page.getByText(/^Showing 1–25 of [\d,]+ stories$/).waitFor({ timeout: 60_000 });
    });
    return elapsed;
  } finally {
    await browser.close();
  }
}

interface SizeFigures {
  stories: number;
  bytes: Record<string, number>;
  categoryFull: boolean;
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
  await html(site, '/');
  const category = await html(site, '/category/sports');
  const bytes = {
    home: byteLength(await html(site, '/')),
    'oldest story': byteLength(await html(site, `/story/${oldest}`)),
    'category (sports)': byteLength(category),
  };
  return {
    bytes,
    // The seed's Sports section is shorter than a page: its page is compared from the first full one.
    categoryFull: /<link rel="next"/.test(category),
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
  const fullCategory = figures.find((size) => size.categoryFull) ?? seed;
  const baseline = (page: string) => (page.startsWith('category') ? fullCategory : seed);
  console.log(`\n── ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ──`);
  for (const size of figures) {
    const label = size.stories === 0 ? 'seed' : `+${size.stories.toLocaleString('en-GB')} stories`;
    console.log(
      `${label}: database ${size.size}` +
        (size.generatorMs ? `, generated in ${(size.generatorMs / 1000).toFixed(1)} s` : ''),
    );
    for (const [page, bytes] of Object.entries(size.bytes)) {
      const base = baseline(page);
      const growth = bytes / base.bytes[page] - 1;
      const against = base === seed ? 'seed' : `first full page (+${base.stories.toLocaleString('en-GB')})`;
      const judged = base.stories <= size.stories;
      console.log(
        `  HTML ${page.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(7)} KB  ` +
          (judged
            ? `${(growth * 100).toFixed(1).padStart(5)} % vs ${against}  ${verdict(Math.abs(growth) <= BUDGETS.bytesGrowth)}`
            : 'less than a page of stories'),
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
