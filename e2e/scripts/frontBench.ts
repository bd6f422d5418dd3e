// `npm run bench:fronts -w @newsroom/e2e` (part of `npm run bench`; run `npm run build` first): issue
// 51's figures (decisions 198, 208 and 219), printed beside their budgets. Not a test: times depend
// on the machine, so it never fails on them.
//   1. Publish-to-reader, on the production shell (a worker per core) with Varnish in front
//      (deploy/varnish), on PGlite: 20 versions published through supabase-js as the editor, each
//      timed from the publish request to every worker's answer for /international showing it
//      (origin) and to Varnish's (CDN); then an open /international in Chromium, its front_signals
//      channel subscribed, 20 more, each timed to the new container's title on the page.
//   2. A front of 12 containers and 80 cards, published to /uk: uncached requests (page cache and
//      the backend's read cache off) beside today's home page (/international's default front),
//      each split by the shell's Server-Timing into the wait for its data, the server render (the
//      data to HTML: the budgeted figure) and compression; its HTML and its data (front_for_edition's
//      JSON) per card shown, and the database's answer for it; with 1,000 archive stories and again
//      with 100,000 (the archive bench's generator, backend/src/seed/archive.ts). On PGlite, then
//      on PostgreSQL (DATABASE_URL's server, else the local test cluster when it starts).
// FRONT_BENCH_PUBLISHES changes the 20; FRONT_BENCH_ARCHIVE=0 stops at 1,000 archive stories.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { openDatabase } from '../../backend/src/db/database.ts';
import { seedArchiveInDatabase } from '../../backend/src/seed/archive.ts';
import { createTemporaryDatabase } from '../../backend/test/helpers/postgres.ts';
import { postgresServerUrl } from '../support/postgresServer.ts';
import { startE2eBackend, type E2eBackend, type E2eBackendOptions } from '../support/backend.ts';
import { benchClient, benchEditor, curated, publishBigFront, publishedStoryIds } from '../support/benchFront.ts';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { assertBuilt, startPortal, type Portal } from '../support/portal.ts';
import { findVarnishd, freePort, startVarnish } from '../support/varnish.ts';

const PUBLISHES = Number(process.env.FRONT_BENCH_PUBLISHES ?? 20);
const ARCHIVE_STORIES = process.env.FRONT_BENCH_ARCHIVE === '0' ? 0 : 100_000;
const FIRST_ARCHIVE_STORIES = 1_000;
const RENDERS = 20;
const BUDGETS = { openPageP95: 2_000, originP95: 1_000, cdnP95: 2_000, renderP50: 15, perCardGrowth: 0.1 };
const WORKERS = Number(process.env.WEB_CONCURRENCY) || availableParallelism();
const BIG_FRONT = 'uk';
const HOME_FRONT = 'international';

type Client = SupabaseClient;
interface FrontForEditing {
  version: number;
  containers: unknown[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sortedCopy = (samples: number[]) => [...samples].sort((a, b) => a - b);
const within = (ok: boolean) => (ok ? 'within' : 'OVER');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The edition's newest version, without the containers an earlier figure added (a story shows once a front). */
async function loadFront(editor: Client, edition: string): Promise<FrontForEditing> {
  const { data, error } = await editor.rpc('front_for_editing', { edition });
  if (error) throw new Error(`front_for_editing: ${error.message}`);
  const front = data as FrontForEditing;
  const ours = (container: unknown) => String((container as { title: string }).title).startsWith('Bench ');
  return { ...front, containers: front.containers.filter((container) => !ours(container)) };
}

async function publish(editor: Client, edition: string, base: number, containers: unknown[]): Promise<void> {
  const { error } = await editor.rpc('publish_front', { edition, base_version: base, containers });
  if (error) throw new Error(`publish_front ${edition}: ${error.message}`);
}

/** GET on a connection of its own (the workers take turns at new connections). */
function fetchBody(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Milliseconds from `since` until WORKERS × 2 consecutive answers contain `text` (as bench:surge). */
async function freshAfter(url: string, text: string, since: number): Promise<number> {
  let streak = 0;
  while (streak < WORKERS * 2) {
    if (Date.now() - since > 30_000) throw new Error(`${url} never showed "${text}"`);
    streak = (await fetchBody(url)).includes(text) ? streak + 1 : 0;
  }
  return Date.now() - since;
}

function printLatency(label: string, samples: number[], budget: number): void {
  const sorted = sortedCopy(samples);
  const p95 = percentile(sorted, 95);
  console.log(
    `${label} (${samples.length}): p50 ${percentile(sorted, 50)} ms, p95 ${p95} ms, max ${sorted.at(-1)} ms; ` +
      `budget p95 ≤ ${budget} ms: ${within(p95 <= budget)}`,
  );
}

/** Publishes to /international and times the origin (every worker) and Varnish serving it. */
async function publishToReader(editor: Client, portal: Portal, proxyUrl: string | null, storyId: string) {
  const front = await loadFront(editor, HOME_FRONT);
  // The purge listener is live once a publish reaches every worker (until then pages stay fresh 5 s).
  const warmTitle = `Bench warm-up ${Date.now()}`;
  await publish(editor, HOME_FRONT, front.version, [...front.containers, curated(warmTitle, 'row-4', [storyId])]);
  await freshAfter(`${portal.baseURL}/${HOME_FRONT}`, warmTitle, Date.now());
  const origin: number[] = [];
  const cdn: number[] = [];
  for (let i = 1; i <= PUBLISHES; i += 1) {
    // Both caches hold the page before the publish.
    await fetchBody(`${portal.baseURL}/${HOME_FRONT}`);
    if (proxyUrl) await fetchBody(`${proxyUrl}/${HOME_FRONT}`);
    const title = `Bench reader ${i} ${Date.now()}`;
    const started = Date.now();
    await publish(editor, HOME_FRONT, front.version + i, [...front.containers, curated(title, 'row-4', [storyId])]);
    const [fresh, proxied] = await Promise.all([
      freshAfter(`${portal.baseURL}/${HOME_FRONT}`, title, started),
      proxyUrl ? freshAfter(`${proxyUrl}/${HOME_FRONT}`, title, started) : Promise.resolve(null),
    ]);
    origin.push(fresh);
    if (proxied !== null) cdn.push(proxied);
  }
  printLatency('publish to the origin, every worker serving /international', origin, BUDGETS.originP95);
  if (cdn.length > 0) printLatency('publish to Varnish serving /international', cdn, BUDGETS.cdnP95);
  else console.log('publish to Varnish: not measured (varnishd is not installed)');
}

/** Publishes versions while /international is open in Chromium; times each to the page (decision 198). */
async function publishToOpenPage(editor: Client, portal: Portal, storyId: string) {
  const front = await loadFront(editor, HOME_FRONT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame = String(payload);
          if (frame.includes('front_signals') && frame.includes('Subscribed to PostgreSQL')) resolve();
        }),
      ),
    );
    await page.goto(new URL(`/${HOME_FRONT}`, portal.baseURL).href);
    await subscribed;
    const latencies: number[] = [];
    for (let i = 0; i < PUBLISHES; i += 1) {
      const title = `Bench container ${i} ${Date.now()}`;
      const started = Date.now();
      await publish(editor, HOME_FRONT, front.version + i, [...front.containers, curated(title, 'row-4', [storyId])]);
      await page.waitForFunction((text) => document.body.innerText.includes(text), title, {
        polling: 'raf',
        timeout: 30_000,
      });
      latencies.push(Date.now() - started);
    }
    printLatency('publish to an open /international page', latencies, BUDGETS.openPageP95);
  } finally {
    await browser.close();
  }
}

/** The distinct stories a page links to (by slug or id, decision 206): the cards it shows. */
const cardsShown = (html: string) => new Set(html.match(/href="\/story\/[^"#?]+"/g) ?? []).size;

/** One uncached request of a page, split by the shell's Server-Timing (decision 219). */
interface TimedRender {
  /** The whole request, as the reader waits for it. */
  request: number;
  /** Waiting for the page's data (the backend's reads), then the server render: the data to HTML. */
  data: number;
  render: number;
  /** Of the render, the time nested areas (mfe-live's panels) were still loading code or data. */
  areas: number;
  /** The page cache compressing the HTML (gzip and brotli) before anyone gets it. */
  compress: number;
}

/** The duration of each metric a Server-Timing header names. */
function serverTimings(header: string | string[] | undefined): Map<string, number> {
  const durations = new Map<string, number>();
  for (const metric of String(header ?? '').split(',')) {
    const [name, ...params] = metric.trim().split(';');
    const duration = params.map((param) => /^dur=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
    if (name && duration) durations.set(name, Number(duration));
  }
  return durations;
}

function timedRender(url: string): Promise<TimedRender> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        const timings = serverTimings(response.headers['server-timing']);
        const [data, render, areas, compress] = ['data', 'render', 'areas', 'compress'].map((name) =>
          timings.get(name),
        );
        if (data === undefined || render === undefined || areas === undefined || compress === undefined) {
          reject(new Error(`${url}: no render's Server-Timing (answered from a cache?)`));
        } else resolve({ request: performance.now() - started, data, render, areas, compress });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

async function timedMs(work: () => PromiseLike<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

interface PageFigures {
  html: number;
  cards: number;
  data: number;
  dataCards: number;
  /** The p50 of each part of an uncached request. */
  p50: TimedRender;
  rpcP50: number;
}

async function pageFigures(portal: Portal, anon: Client, edition: string): Promise<PageFigures> {
  const url = `${portal.baseURL}/${edition}`;
  const html = await fetchBody(url);
  const { data } = await anon.rpc('front_for_edition', { edition });
  const front = data as { containers: { stories: unknown[] }[] };
  const renders: TimedRender[] = [];
  for (let i = 0; i < RENDERS; i += 1) renders.push(await timedRender(url));
  const p50Of = (part: keyof TimedRender) => percentile(sortedCopy(renders.map((render) => render[part])), 50);
  const rpcs: number[] = [];
  for (let i = 0; i < RENDERS; i += 1) rpcs.push(await timedMs(() => anon.rpc('front_for_edition', { edition })));
  return {
    html: Buffer.byteLength(html),
    cards: cardsShown(html),
    data: Buffer.byteLength(JSON.stringify(data)),
    dataCards: front.containers.reduce((sum, container) => sum + container.stories.length, 0),
    p50: {
      request: p50Of('request'),
      data: p50Of('data'),
      render: p50Of('render'),
      areas: p50Of('areas'),
      compress: p50Of('compress'),
    },
    rpcP50: percentile(sortedCopy(rpcs), 50),
  };
}

/** An uncached request's p50s, part by part. */
function requestParts({ p50 }: PageFigures): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `the whole request ${ms(p50.request)}, of which (p50 of each) waiting for its data ${ms(p50.data)}, ` +
    `the server render ${ms(p50.render)} (nested areas' waits ${ms(p50.areas)}), compression ${ms(p50.compress)}`
  );
}

function printRender(label: string, home: PageFigures, big: PageFigures): void {
  const perCard = (bytes: number, cards: number) => bytes / Math.max(1, cards);
  const htmlGrowth = perCard(big.html, big.cards) / perCard(home.html, home.cards) - 1;
  const dataGrowth = perCard(big.data, big.dataCards) / perCard(home.data, home.dataCards) - 1;
  const pct = (growth: number) => `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`;
  const ok = (growth: number) => within(growth <= BUDGETS.perCardGrowth);
  console.log(`\n── Server render, ${label} ──`);
  console.log(
    `  today's home page (/${HOME_FRONT}): ${kb(home.html)} HTML, ${home.cards} cards shown; data ${kb(home.data)} ` +
      `for ${home.dataCards} cards; front_for_edition p50 ${home.rpcP50.toFixed(1)} ms; uncached, ${requestParts(home)}`,
  );
  console.log(
    `  12 containers, 80 cards (/${BIG_FRONT}): ${kb(big.html)} HTML, ${big.cards} cards shown; data ${kb(big.data)} ` +
      `for ${big.dataCards} cards; front_for_edition p50 ${big.rpcP50.toFixed(1)} ms; uncached, ${requestParts(big)}`,
  );
  console.log(
    `  server render of the 80-card front (its data to HTML, Server-Timing) p50 ${big.p50.render.toFixed(1)} ms; ` +
      `budget ≤ ${BUDGETS.renderP50} ms: ${within(big.p50.render <= BUDGETS.renderP50)}`,
  );
  console.log(
    `  HTML per card ${kb(perCard(big.html, big.cards))} vs home ${kb(perCard(home.html, home.cards))} (${pct(htmlGrowth)}); ` +
      `data per card ${(perCard(big.data, big.dataCards) / 1024).toFixed(2)} vs ${(perCard(home.data, home.dataCards) / 1024).toFixed(2)} KB ` +
      `(${pct(dataGrowth)}); budget within +10 %: ${ok(htmlGrowth)}, ${ok(dataGrowth)}`,
  );
  const marginal = (big.html - home.html) / Math.max(1, big.cards - home.cards);
  console.log(`  (each card beyond the home page's adds ${kb(marginal)} of HTML)`);
}

/** The backend on the bench's database, stopped whatever `work` does (a failed start included). */
async function withBackend(database: BenchDatabase, work: (backend: E2eBackend) => Promise<void>): Promise<void> {
  const backend = await startE2eBackend(database.backendOptions);
  try {
    await work(backend);
  } finally {
    await backend.stop();
  }
}

/** Phase 1: the production shell with Varnish in front (as bench:surge). */
async function readerFigures(backend: E2eBackend): Promise<void> {
  const proxyPort = findVarnishd() ? await freePort() : null;
  const portal = await startPortal({
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    shellEnv: proxyPort ? { CDN_PURGE_URL: `http://127.0.0.1:${proxyPort}/` } : {},
  });
  const editor = await benchEditor(backend);
  const base = (await loadFront(editor, HOME_FRONT)).version;
  let proxy: Awaited<ReturnType<typeof startVarnish>> | null = null;
  try {
    proxy = proxyPort ? await startVarnish({ originPort: portal.shell.port, port: proxyPort }) : null;
    const [storyId] = await publishedStoryIds(editor, 1, true);
    console.log(`Publish-to-reader (${WORKERS} shell workers${proxy ? ', Varnish in front' : ''}):`);
    await publishToReader(editor, portal, proxy?.url ?? null, storyId);
    await publishToOpenPage(editor, portal, storyId);
  } finally {
    // Today's home page again for the render figures.
    await editor.from('fronts').delete().eq('edition', HOME_FRONT).gt('version', base);
    await editor.removeAllChannels();
    await proxy?.close();
    await portal.close();
  }
}

/** Phase 2: uncached renders of the big front beside the home page. */
async function renderFigures(backend: E2eBackend, label: string, withBigFront: boolean): Promise<void> {
  const portal = await startPortal({
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    shellWorkers: 1,
    shellEnv: { PAGE_CACHE_MB: '0', SERVER_TIMING: 'on' },
  });
  const anon = benchClient(backend);
  try {
    if (withBigFront) await publishBigFront(backend, BIG_FRONT);
    // A first request of each warms the server's containers; not counted.
    await fetchBody(`${portal.baseURL}/${HOME_FRONT}`);
    await fetchBody(`${portal.baseURL}/${BIG_FRONT}`);
    printRender(label, await pageFigures(portal, anon, HOME_FRONT), await pageFigures(portal, anon, BIG_FRONT));
  } finally {
    await portal.close();
  }
}

/** Where the bench's site keeps its data: PGlite's directory (the local backend), or a PostgreSQL database. */
interface BenchDatabase {
  label: string;
  backendOptions: E2eBackendOptions;
  drop(): Promise<void>;
}

function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-front-bench-'));
  return {
    label: 'PGlite',
    backendOptions: { dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A database of its own on the PostgreSQL server given, else on the local test cluster when it starts. */
async function postgresDatabase(): Promise<BenchDatabase | null> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) return null;
  const database = await createTemporaryDatabase(serverUrl);
  return { label: 'PostgreSQL', backendOptions: { databaseUrl: database.url }, drop: () => database.drop() };
}

/** Adds the archive with the backend stopped (PGlite has one owner), as bench:archive does. */
async function growArchive(database: BenchDatabase, stories: number): Promise<void> {
  const { dataDir, databaseUrl } = database.backendOptions;
  const db = await openDatabase({ databaseUrl, dataDir: dataDir ? path.join(dataDir, 'db') : '' });
  try {
    const report = await seedArchiveInDatabase(db, { stories, essays: Math.round(stories / 50), seed: stories });
    console.log(
      `\n(${database.label}: ${stories.toLocaleString('en-GB')} archive stories added in ${(report.milliseconds / 1000).toFixed(1)} s)`,
    );
  } finally {
    await db.close();
  }
}

/**
 * Phase 2 on one database, already seeded: the seed has 46 published stories, and a front of 80
 * cards shows each story once, so 1,000 archive stories join first (today's site, give or take),
 * then the rest of the 100,000.
 */
async function renderRuns(database: BenchDatabase): Promise<void> {
  await growArchive(database, FIRST_ARCHIVE_STORIES);
  const first = `${database.label}, seed + ${FIRST_ARCHIVE_STORIES.toLocaleString('en-GB')} archive stories`;
  await withBackend(database, (backend) => renderFigures(backend, first, true));
  if (ARCHIVE_STORIES === 0) return;
  await growArchive(database, ARCHIVE_STORIES - FIRST_ARCHIVE_STORIES);
  const all = `${database.label}, seed + ${ARCHIVE_STORIES.toLocaleString('en-GB')} archive stories`;
  await withBackend(database, (backend) => renderFigures(backend, all, false));
}

/**
 * Runs `work` on a database dropped afterwards, also when the bench is interrupted (a 100,000-story
 * database left on the test cluster otherwise); a failed drop is reported, never hiding `work`'s error.
 */
async function onDatabase(database: BenchDatabase, work: () => Promise<void>): Promise<void> {
  const dropThenExit = () => void database.drop().finally(() => process.exit(130));
  process.once('SIGINT', dropThenExit).once('SIGTERM', dropThenExit);
  try {
    await work();
  } finally {
    process.off('SIGINT', dropThenExit).off('SIGTERM', dropThenExit);
    await database
      .drop()
      .catch((error: unknown) => console.error(`could not drop the ${database.label} database`, error));
  }
}

async function main(): Promise<void> {
  assertBuilt();
  const pglite = pgliteDatabase();
  await onDatabase(pglite, async () => {
    await withBackend(pglite, readerFigures);
    // Every render reaches the database: the backend's short anonymous-read cache (decision 130) is off.
    process.env.READ_CACHE_MS = '0';
    await renderRuns(pglite);
  });
  // The same on PostgreSQL, the database a Supabase project runs (decision 219).
  const postgres = await postgresDatabase();
  if (!postgres) return;
  await onDatabase(postgres, async () => {
    await withBackend(postgres, async () => {}); // its first start creates and seeds it
    await renderRuns(postgres);
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
