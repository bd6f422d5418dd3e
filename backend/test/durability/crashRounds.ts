import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_JWT_SECRET } from '../../src/config.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../src/keys.ts';
import { createTestClient, FIXTURE_SUPABASE_DIR, uniqueEmail } from '../helpers/testBackend.ts';

const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The CLI's well-known local keys (the spawned backend runs with the local secret).
const ANON_KEY = LOCAL_PUBLISHABLE_KEY;
const SERVICE_KEY = LOCAL_SECRET_KEY;
const BATCH = 5;

export interface CrashOptions {
  /** PGlite data directory (kept across rounds), or a PostgreSQL database URL. */
  dataDir: string;
  databaseUrl?: string;
  rounds: number;
  writers: number;
  seed: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  rounds: number;
  acknowledgedBatches: number;
  acknowledgedUpdates: number;
  /** Batches the client never saw acknowledged that were there after the restart (committed, answer lost). */
  unacknowledgedButPresent: number;
  restartMs: number[];
  problems: string[];
}

/** A small seeded PRNG (mulberry32): the kill moments are reproducible from the seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface BackendProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** The real server (`src/main.ts`) in its own process, so SIGKILL hits exactly what a crash would. */
export async function spawnBackend(
  options: { dataDir: string; databaseUrl?: string; port: number; storageDir?: string },
  // A cold start applies every migration; at the lowest priority inside `npm test` it took past 120 s.
  timeoutMs = 300_000,
): Promise<BackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      BACKEND_PORT: String(options.port),
      BACKEND_HOST: '127.0.0.1',
      BACKEND_DATA_DIR: options.dataDir,
      BACKEND_STORAGE_DIR: options.storageDir ?? path.join(path.dirname(options.dataDir), 'storage'),
      DATABASE_URL: options.databaseUrl ?? '',
      SUPABASE_DIR: FIXTURE_SUPABASE_DIR,
      BACKEND_SEED: 'false',
      BACKEND_LOG: 'false',
      JWT_SECRET: LOCAL_JWT_SECRET,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      // Writers sign up and write at once: these rounds are about crashes, not confirmation mails.
      MAILER_AUTOCONFIRM: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}:\n${output.slice(-2000)}`);
    const ok = await fetch(`${url}/auth/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && output.includes('listening')) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`backend did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`);
}

export function kill(process: BackendProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (process.child.exitCode !== null || process.child.signalCode !== null) return resolve();
    process.child.once('exit', () => resolve());
    process.child.kill(signal);
  });
}

interface Writer {
  client: SupabaseClient;
  name: string;
  counterId: number;
  nextBatch: number;
  nextValue: number;
  acked: Set<number>;
  attempted: Set<number>;
  lastAckedValue: number;
}

async function makeWriters(url: string, count: number, runId: string): Promise<Writer[]> {
  const writers: Writer[] = [];
  for (let i = 0; i < count; i += 1) {
    const client = createTestClient(url, ANON_KEY);
    const signUp = await client.auth.signUp({ email: uniqueEmail(`durable${i}`), password: 'correct-horse-1' });
    if (signUp.error) throw new Error(`sign-up failed: ${signUp.error.message}`);
    const name = `${runId}-w${i}`;
    const counter = await client
      .from('articles')
      .insert({ slug: `${name}-counter`, title: 'counter', views: 0 })
      .select('id')
      .single();
    if (counter.error) throw new Error(`counter insert failed: ${counter.error.message}`);
    writers.push({
      client,
      name,
      counterId: (counter.data as { id: number }).id,
      nextBatch: 0,
      nextValue: 1,
      acked: new Set(),
      attempted: new Set(),
      lastAckedValue: 0,
    });
  }
  return writers;
}

/** Inserts batches of rows (one request each) and bumps a counter row until `stop()` says so. */
async function writeUntilStopped(writer: Writer, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const batch = writer.nextBatch++;
    writer.attempted.add(batch);
    const rows = Array.from({ length: BATCH }, (_, i) => ({
      slug: `${writer.name}-b${batch}-${i}`,
      title: `batch ${batch} row ${i}`,
      body: 'x'.repeat(200),
    }));
    const insert = await writer.client.from('articles').insert(rows);
    if (!insert.error) writer.acked.add(batch);
    if (stopped()) return;
    const value = writer.nextValue++;
    const update = await writer.client.from('articles').update({ views: value }).eq('id', writer.counterId);
    if (!update.error && update.status < 300) writer.lastAckedValue = Math.max(writer.lastAckedValue, value);
    if (insert.error && update.error) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function verify(url: string, writers: Writer[], report: CrashReport, round: number): Promise<void> {
  const service = createTestClient(url, SERVICE_KEY);
  for (const writer of writers) {
    const { data, error } = await service
      .from('articles')
      .select('slug, views')
      .like('slug', `${writer.name}-%`)
      .limit(100_000);
    if (error) {
      report.problems.push(`round ${round}: verification read failed: ${error.message}`);
      continue;
    }
    const perBatch = new Map<number, number>();
    let counterViews = -1;
    for (const row of data as { slug: string; views: number }[]) {
      if (row.slug.endsWith('-counter')) counterViews = row.views;
      const match = /-b(\d+)-\d+$/.exec(row.slug);
      if (match) perBatch.set(Number(match[1]), (perBatch.get(Number(match[1])) ?? 0) + 1);
    }
    for (const batch of writer.acked) {
      if (perBatch.get(batch) !== BATCH) {
        report.problems.push(
          `round ${round}: ${writer.name} batch ${batch} acknowledged but has ${perBatch.get(batch) ?? 0}/${BATCH} rows`,
        );
      }
    }
    for (const [batch, rows] of perBatch) {
      if (rows !== BATCH)
        report.problems.push(`round ${round}: ${writer.name} batch ${batch} half-written (${rows}/${BATCH})`);
      if (!writer.acked.has(batch)) {
        // Committed but the answer was lost in the kill: fine (the client retries or reads back).
        writer.acked.add(batch);
        report.unacknowledgedButPresent += 1;
      }
    }
    if (counterViews < writer.lastAckedValue) {
      report.problems.push(
        `round ${round}: ${writer.name} counter is ${counterViews}, acknowledged ${writer.lastAckedValue}`,
      );
    }
  }
}

/**
 * Rounds of: restart the backend on the same data, write from several supabase-js clients, SIGKILL
 * the process at a seeded random moment, restart, check every acknowledged write is there in full.
 */
export async function runCrashRounds(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => undefined);
  const rand = random(options.seed);
  const port = await freePort();
  const report: CrashReport = {
    rounds: 0,
    acknowledgedBatches: 0,
    acknowledgedUpdates: 0,
    unacknowledgedButPresent: 0,
    restartMs: [],
    problems: [],
  };
  let backend = await spawnBackend({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, port });
  const writers = await makeWriters(backend.url, options.writers, `r${options.seed}`);
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      let stopped = false;
      const loops = writers.map((writer) => writeUntilStopped(writer, () => stopped));
      const killAfter = 150 + Math.floor(rand() * 1500);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      await kill(backend);
      stopped = true;
      await Promise.all(loops);
      const started = Date.now();
      try {
        backend = await spawnBackend({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, port });
      } catch (error) {
        report.problems.push(`round ${round}: restart on the same data failed: ${String(error).slice(0, 1500)}`);
        return report;
      }
      report.restartMs.push(Date.now() - started);
      await verify(backend.url, writers, report, round);
      report.rounds = round;
      log(
        `round ${round}: killed after ${killAfter} ms, restarted in ${Date.now() - started} ms, acknowledged batches ${writers.reduce((n, w) => n + w.acked.size, 0)}`,
      );
    }
  } finally {
    report.acknowledgedBatches = writers.reduce((n, w) => n + w.acked.size, 0);
    report.acknowledgedUpdates = writers.reduce((n, w) => n + w.lastAckedValue, 0);
    await kill(backend, 'SIGTERM');
  }
  return report;
}
