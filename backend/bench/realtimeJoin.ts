/**
 * Realtime join benchmark (decision 145): how long a join takes, from the phx_join frame to its
 * reply, for a public channel (no authorization), a private channel the policies allow (one
 * realtime.channel_access query) and one they refuse. One socket, joins one after another, under
 * the project's own realtime.messages policy. PGlite always; PostgreSQL too when DATABASE_URL is
 * set. `npx tsx bench/realtimeJoin.ts` (JOIN_BENCH_COUNT, default 300 per variant).
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { startBackend } from '../src/index.ts';

const COUNT = Number(process.env.JOIN_BENCH_COUNT ?? 300);
const WARMUP = 20;
const POLICY_MIGRATION = '20261127130000_realtime_authorization.sql';
const repoSupabase = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase');

const VARIANTS = [
  { name: 'public channel', topic: 'realtime:public:news_stories:changes', config: {} },
  { name: 'private, allowed', topic: 'realtime:public:news_stories:changes', config: { private: true } },
  { name: 'private, refused', topic: 'realtime:room:staff', config: { private: true } },
] as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential joins (and leaves) on one socket; milliseconds per join reply. */
async function timeJoins(url: string, anonKey: string, topic: string, config: object): Promise<number[]> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const waiting = new Map<string, () => void>();
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const [, ref, , event] = JSON.parse(String(data)) as string[];
    if (event === 'phx_reply') waiting.get(ref)?.();
  });
  const send = (ref: string, event: string, payload: object) =>
    new Promise<void>((resolve) => {
      waiting.set(ref, resolve);
      ws.send(JSON.stringify([ref, ref, topic, event, payload]));
    });
  const times: number[] = [];
  for (let i = 0; i < WARMUP + COUNT; i++) {
    const started = performance.now();
    await send(`j${i}`, 'phx_join', { config });
    if (i >= WARMUP) times.push(performance.now() - started);
    await send(`l${i}`, 'phx_leave', {});
  }
  ws.close();
  return times.sort((a, b) => a - b);
}

async function temporaryPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `newsroom_bench_join_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await client.end();
    },
  };
}

async function run(database: 'pglite' | 'postgres'): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-join-'));
  await mkdir(path.join(root, 'supabase', 'migrations'), { recursive: true });
  await copyFile(
    path.join(repoSupabase, 'migrations', POLICY_MIGRATION),
    path.join(root, 'supabase', 'migrations', POLICY_MIGRATION),
  );
  const temporary = database === 'postgres' ? await temporaryPostgres(process.env.DATABASE_URL ?? '') : undefined;
  const backend = await startBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: temporary?.url,
    supabaseDir: path.join(root, 'supabase'),
    storageDir: path.join(root, 'storage'),
    seed: false,
    logRequests: false,
  });
  try {
    for (const variant of VARIANTS) {
      const times = await timeJoins(backend.url, backend.anonKey, variant.topic, variant.config);
      const [p50, p95] = [percentile(times, 50), percentile(times, 95)].map((ms) => ms.toFixed(2));
      console.log(`[${database}] join, ${variant.name}: p50 ${p50} ms, p95 ${p95} ms (${times.length} joins)`);
    }
  } finally {
    await backend.stop();
    await temporary?.drop();
    await rm(root, { recursive: true, force: true });
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
