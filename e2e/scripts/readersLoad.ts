// `npm run bench` (this package's part): readers under load against the production builds and a
// fresh seeded backend (PGlite), on this machine. Run `npm run build` first.
//   1. 200 concurrent readers for READERS_SECONDS (default 60): 150 on the API (125 cycling the home
//      data queries and a story by id, 25 recording story views), 50 on the portal's story pages;
//      while 100 realtime subscribers receive a breaking-news insert every 2 s.
//   2. Realtime delivery to 1,000 subscribers: 10 inserts, latency from the insert to each arrival.
// Prints throughput, p50/p95/p99, errors and the verdicts against the issues' budgets (0 errors,
// API reads p99 < 500 ms, story pages p95 ≤ 250 ms, realtime under load p95 ≤ 200 ms, fan-out p95
// < 500 ms). Not a test: exits 0 unless the run breaks.
// READERS_DATABASE_URL (a PostgreSQL server) runs the backend on a temporary database there;
// READ_CACHE_MS=0 turns the backend's anonymous-read cache off (the figures before decision 130).
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../backend/test/helpers/postgres.ts';
import { startE2eBackend } from '../support/backend.ts';
import { assertBuilt, startPortal } from '../support/portal.ts';
import { joinAll, subscribe } from './phoenixSockets.ts';

const SECONDS = Number(process.env.READERS_SECONDS ?? 60);
const READ_CONNECTIONS = 125;
const VIEW_CONNECTIONS = 25;
const PAGE_CONNECTIONS = 50;
const LOAD_SUBSCRIBERS = 100;
const FANOUT_SUBSCRIBERS = Number(process.env.READERS_FANOUT ?? 1000);
/** Issue 26: story pages come from the shell's page cache; story views no longer reach realtime. */
const STORY_PAGES_P95_BUDGET = 250;
const REALTIME_UNDER_LOAD_P95_BUDGET = 200;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(samples: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** Inserts breaking items every `gapMs`; returns the delivery latencies per arrival. */
async function breakingNews(
  url: string,
  anonKey: string,
  serviceKey: string,
  subscribers: number,
  inserts: number,
  gapMs: number,
): Promise<{ latencies: number[]; expected: number; delivered: number }> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onInsert = (title: string) => {
    const sent = sentAt.get(title);
    if (sent !== undefined) latencies.push(performance.now() - sent);
  };
  // Joined to INSERTs on live_feeds (what the ticker listens to).
  const sockets = await joinAll(subscribers, (i) =>
    subscribe({
      url,
      apikey: anonKey,
      topic: `readers-${i}`,
      bindings: [{ event: 'INSERT', schema: 'public', table: 'live_feeds' }],
      onChange: (data) => onInsert(String(data.record?.title ?? '')),
    }),
  );
  const service = createClient(url, serviceKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  for (let i = 0; i < inserts; i += 1) {
    const title = `Load breaking ${Date.now()}-${i}`;
    sentAt.set(title, performance.now());
    const { error } = await service
      .from('live_feeds')
      .insert({ title, source: 'Load test', category: 'breaking', url: 'https://example.com/', is_active: true });
    if (error) throw new Error(`breaking insert failed: ${error.message}`);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const { ws } of sockets) ws.terminate();
  return { latencies, expected: subscribers * inserts, delivered: latencies.length };
}

interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
}

async function load(
  name: string,
  url: string,
  connections: number,
  requests: autocannon.Request[],
  headers: Record<string, string>,
): Promise<LoadResult> {
  // In a worker thread: the main thread receives the realtime deliveries, and their latency must
  // not include this process's own event loop busy generating load.
  const result = await autocannon({ url, connections, duration: SECONDS, requests, headers, workers: 1 });
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    // autocannon's histogram has no p95: p97.5, the stricter figure, stands for it.
    p95: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

async function main(): Promise<void> {
  assertBuilt();
  const serverUrl = process.env.READERS_DATABASE_URL;
  const database: TemporaryDatabase | undefined = serverUrl ? await createTemporaryDatabase(serverUrl) : undefined;
  const backend = await startE2eBackend({ databaseUrl: database?.url });
  const portal = await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  try {
    const anon = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const { data: stories } = await anon.from('news_stories').select('id, slug').eq('status', 'published').limit(20);
    const ids = (stories ?? []).map((s) => String(s.id));
    // Pages at their addresses (decision 206): an id's is a redirect.
    const paths = (stories ?? []).map((s) => `/story/${encodeURIComponent(String(s.slug))}`);
    if (ids.length === 0) throw new Error('no published stories in the seed');
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
    const readRequests: autocannon.Request[] = [
      {
        method: 'GET',
        path: '/rest/v1/news_stories?select=*&status=eq.published&order=published_at.desc.nullslast,created_at.desc&limit=20',
      },
      {
        method: 'GET',
        path: '/rest/v1/live_feeds?select=*&is_active=eq.true&category=eq.breaking&order=created_at.desc&limit=10',
      },
      { method: 'GET', path: '/rest/v1/photo_essays?select=*&status=eq.published&order=published_at.desc&limit=6' },
      { method: 'GET', path: '/rest/v1/advertisements?select=*&is_active=eq.true' },
      { method: 'GET', path: `/rest/v1/news_stories?select=*&id=eq.${ids[0]}` },
    ];
    // Story views through record_story_view (issue 47): 10 visitors per story, so the first round
    // counts views and the rest are repeats within 30 minutes, which the database counts once.
    const viewRequests: autocannon.Request[] = ids.flatMap((id) =>
      Array.from({ length: 10 }, (_, n) => ({
        method: 'POST' as const,
        path: '/rest/v1/rpc/record_story_view',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ story_id: id, visitor_id: `readers-load-${n}` }),
      })),
    );
    const pageRequests: autocannon.Request[] = paths.slice(0, 10).map((path) => ({ method: 'GET', path }));

    console.log(
      `Readers under load (${database ? 'PostgreSQL' : 'PGlite'}): ${READ_CONNECTIONS + VIEW_CONNECTIONS + PAGE_CONNECTIONS} concurrent readers for ${SECONDS} s, ${LOAD_SUBSCRIBERS} realtime subscribers`,
    );
    const [reads, views, pages, realtime] = await Promise.all([
      load('API reads', backend.url, READ_CONNECTIONS, readRequests, headers),
      load('story views (rpc)', backend.url, VIEW_CONNECTIONS, viewRequests, headers),
      load('story pages (portal)', portal.baseURL, PAGE_CONNECTIONS, pageRequests, {}),
      breakingNews(
        backend.url,
        backend.anonKey,
        backend.serviceRoleKey,
        LOAD_SUBSCRIBERS,
        Math.floor(SECONDS / 2) - 2,
        2_000,
      ),
    ]);
    const rt = summary(realtime.latencies);
    console.log(`Realtime fan-out: ${FANOUT_SUBSCRIBERS} subscribers, 10 inserts 2 s apart`);
    const fanout = await breakingNews(
      backend.url,
      backend.anonKey,
      backend.serviceRoleKey,
      FANOUT_SUBSCRIBERS,
      10,
      2_000,
    );
    const fo = summary(fanout.latencies);

    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log("\n(HTTP loads: p95 is autocannon's p97.5, stricter; realtime: p95 of every delivery)");
    console.log('\n| measure | requests | req/s | errors | non-2xx | p50 | p95 | p99 | budget |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    const verdict = (pass: boolean, budget: string) => `${pass ? 'PASS' : 'FAIL'} (${budget})`;
    for (const line of [reads, views, pages]) {
      const clean = line.errors + line.non2xx === 0;
      const budget =
        line === reads
          ? verdict(clean && line.p99 < 500, '0 errors, p99 < 500 ms')
          : line === pages
            ? verdict(clean && line.p95 <= STORY_PAGES_P95_BUDGET, `0 errors, p95 ≤ ${STORY_PAGES_P95_BUDGET} ms`)
            : verdict(clean, '0 errors');
      console.log(
        `| ${line.name} | ${line.requests} | ${line.rps.toFixed(0)} | ${line.errors} | ${line.non2xx} | ${ms(line.p50)} | ${ms(line.p95)} | ${ms(line.p99)} | ${budget} |`,
      );
    }
    for (const [name, result, s, budget] of [
      [`realtime under load (${LOAD_SUBSCRIBERS} subscribers)`, realtime, rt, REALTIME_UNDER_LOAD_P95_BUDGET],
      [`realtime fan-out (${FANOUT_SUBSCRIBERS} subscribers)`, fanout, fo, 500],
    ] as const) {
      console.log(
        `| ${name} | ${result.delivered}/${result.expected} delivered | - | ${result.expected - result.delivered} lost | - | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.p95 <= budget && result.delivered === result.expected ? 'PASS' : 'FAIL'} (p95 ≤ ${budget} ms) |`,
      );
    }
  } finally {
    await portal.close();
    await backend.stop();
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
