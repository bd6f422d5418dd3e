// `npm run bench:live` (and part of `npm run bench`): issue 29's figure, "a post reaches 1,000
// subscribed readers' sockets, p95 ≤ 1 s", on PGlite and on PostgreSQL, against a fresh seeded
// backend (no portal: nothing to build first).
//   1,000 readers on the seeded running live blog, each its own websocket joined as the live page
//   joins (postgres_changes on live_posts: INSERT and UPDATE filtered to the story, DELETE), as raw
//   Phoenix sockets (phoenixSockets.ts says why not supabase-js). The editor posts through
//   supabase-js, signed in; each post is timed from the insert being sent to its arrival on every
//   socket. Two crowds: anonymous readers (one RLS check serves them all) and signed-in readers,
//   each with their own token (the server checks RLS once per distinct reader).
// Prints p50/p95/max and how many of the 1,000 sockets got each post, beside the budget. Not a
// test: exits 0 unless the run breaks. PostgreSQL: a temporary database on READERS_DATABASE_URL or
// DATABASE_URL, else on the local test cluster (backend/scripts/start-test-postgres.sh) when it
// starts; skipped with a notice otherwise.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_JWT_SECRET } from '../../backend/src/config.ts';
import { signJwt } from '../../backend/src/jwt.ts';
import { createTemporaryDatabase } from '../../backend/test/helpers/postgres.ts';
import { ACCOUNTS } from '../support/accounts.ts';
import { postgresServerUrl } from '../support/postgresServer.ts';
import { startE2eBackend, type E2eBackend } from '../support/backend.ts';
import { joinAll, subscribe, type Subscriber } from './phoenixSockets.ts';

const READERS = Number(process.env.LIVE_BENCH_READERS ?? 1000);
const POSTS = Number(process.env.LIVE_BENCH_POSTS ?? 10);
const GAP_MS = 2_000;
const BUDGET_P95_MS = 1_000;
/** The seeded running live blog (supabase/seed.sql). */
const STORY_ID = 'a1000000-0000-4000-8000-000000000017';

interface CrowdResult {
  name: string;
  latencies: number[];
  /** Per post: how many of the sockets got it. */
  reached: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A signed-in reader's token, as the auth server would sign it (the backend's JWT secret). */
function readerToken(): Promise<string> {
  return signJwt(
    {
      sub: randomUUID(),
      role: 'authenticated',
      aud: 'authenticated',
      email: 'reader@example.com',
      exp: Math.floor(Date.now() / 1000) + 3600,
    },
    process.env.JWT_SECRET ?? LOCAL_JWT_SECRET,
  );
}

async function signedInEditor(backend: E2eBackend): Promise<SupabaseClient> {
  const editor = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await editor.auth.signInWithPassword(ACCOUNTS.editor);
  if (error) throw new Error(`the editor could not sign in: ${error.message}`);
  return editor;
}

/** The crowd joins; the editor posts POSTS times, GAP_MS apart; every arrival is timed. */
async function crowd(backend: E2eBackend, editor: SupabaseClient, name: string, tokens: (string | undefined)[]) {
  const sentAt = new Map<string, number>();
  const arrivals = new Map<string, number[]>();
  const filter = `story_id=eq.${STORY_ID}`;
  const sockets: Subscriber[] = await joinAll(tokens.length, (i) =>
    subscribe({
      url: backend.url,
      apikey: backend.anonKey,
      accessToken: tokens[i],
      topic: `public:live_posts:${STORY_ID}`,
      bindings: [
        { event: 'INSERT', schema: 'public', table: 'live_posts', filter },
        { event: 'UPDATE', schema: 'public', table: 'live_posts', filter },
        { event: 'DELETE', schema: 'public', table: 'live_posts' },
      ],
      onChange: (data) => {
        const at = performance.now();
        const body = String(data.record?.body ?? '');
        if (data.type === 'INSERT' && sentAt.has(body)) arrivals.get(body)?.push(at);
      },
    }),
  );
  // One unmeasured post first: the story's RLS plans and this process's JIT warm up on it.
  for (let i = -1; i < POSTS; i += 1) {
    const body = `${name}: bench update ${i} ${Date.now()}`;
    if (i >= 0) arrivals.set(body, []);
    sentAt.set(body, performance.now());
    const { error } = await editor.from('live_posts').insert({ story_id: STORY_ID, body });
    if (error) throw new Error(`the editor's post failed: ${error.message}`);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const { ws } of sockets) ws.terminate();
  const latencies = [...arrivals].flatMap(([body, times]) => times.map((at) => at - sentAt.get(body)!));
  return { name, latencies, reached: [...arrivals.values()].map((times) => times.length) };
}

async function measure(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<CrowdResult[]> {
  const temporary = databaseUrl ? await createTemporaryDatabase(databaseUrl) : undefined;
  const backend = await startE2eBackend({ databaseUrl: temporary?.url });
  try {
    const editor = await signedInEditor(backend);
    const anonymous = await crowd(backend, editor, `${database}, anonymous readers`, Array(READERS).fill(undefined));
    const tokens = await Promise.all(Array.from({ length: READERS }, readerToken));
    const signedIn = await crowd(backend, editor, `${database}, signed-in readers`, tokens);
    await editor.auth.signOut();
    return [anonymous, signedIn];
  } finally {
    await backend.stop();
    await temporary?.drop();
  }
}

function report(results: CrowdResult[]): void {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `\nA post reaches ${READERS.toLocaleString('en-GB')} subscribed readers' sockets (${POSTS} posts, ${GAP_MS / 1000} s apart; p95 of every delivery)`,
  );
  console.log('| database, readers | reached (fewest of the posts) | delivered | p50 | p95 | max | budget |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { name, latencies, reached } of results) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const complete = latencies.length === READERS * POSTS;
    const verdict = complete && p95 <= BUDGET_P95_MS ? 'PASS' : 'FAIL';
    console.log(
      `| ${name} | ${Math.min(...reached)} of ${READERS} | ${latencies.length}/${READERS * POSTS} | ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(sorted.at(-1) ?? NaN)} | ${verdict} (p95 ≤ ${BUDGET_P95_MS} ms, all delivered) |`,
    );
  }
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `load average at the end: ${load} on ${os.cpus().length} CPUs (figures are only comparable at similar load).`,
  );
}

async function main(): Promise<void> {
  const results = await measure('PGlite');
  const server = postgresServerUrl();
  if (server) results.push(...(await measure('PostgreSQL', server)));
  report(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
