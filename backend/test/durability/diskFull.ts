import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../src/keys.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { freePort, kill, spawnBackend, type BackendProcess } from './crashRounds.ts';

const run = promisify(execFile);

export interface DiskFullReport {
  database: 'pglite' | 'postgres';
  /** Why the check did not run (no permission to mount a size-limited tmpfs, …). */
  skipped?: string;
  acknowledgedRows: number;
  /** Distinct answers the client got once the disk was full (status + message). */
  errors: string[];
  uploadErrors: string[];
  backendSurvived: boolean;
  restartedOnSameData: boolean;
  acknowledgedRowsAfterRestart: number;
  writableAfterSpaceFreed: boolean;
  problems: string[];
}

async function du(dir: string): Promise<number> {
  const { stdout } = await run('du', ['-sk', dir]);
  return Number(stdout.split(/\s+/)[0]) * 1024;
}

async function mountTmpfs(dir: string, bytes: number): Promise<string | null> {
  await mkdir(dir, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${Math.ceil(bytes / 4096) * 4096}`, 'tmpfs', dir]);
    return null;
  } catch (error) {
    return `cannot mount a size-limited tmpfs here (${String(error).split('\n')[0]}); run as root (or in a container with CAP_SYS_ADMIN) for the disk-full check`;
  }
}

const PAYLOAD = 'x'.repeat(64 * 1024);

/**
 * Writes 64 KB rows until the disk refuses; returns the acknowledged slugs, the distinct errors and
 * how many inserts got no HTTP answer at all (status 0: the connection closed under them).
 */
async function fillDatabase(url: string, accessClient: ReturnType<typeof createTestClient>, prefix: string) {
  const acked: string[] = [];
  const errors = new Set<string>();
  let unanswered = 0;
  let failures = 0;
  for (let i = 0; i < 5000 && failures < 8; i += 1) {
    const slug = `${prefix}-${i}`;
    const { error, status } = await accessClient.from('articles').insert({
      slug,
      title: 'filler',
      body: `${PAYLOAD}${i}`.replace(/x/g, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))),
    });
    if (!error) {
      acked.push(slug);
      continue;
    }
    failures += 1;
    if (!status) unanswered += 1;
    errors.add(`${status} ${error.code ?? ''} ${error.message}`.slice(0, 200));
  }
  void url;
  return { acked, errors: [...errors], unanswered };
}

/** A full disk must be answered with a clear error: an insert or upload left without an HTTP answer is a problem. */
function unclearAnswers(filled: { unanswered: number; errors: string[] }, uploadErrors: string[]): string[] {
  const problems: string[] = [];
  if (filled.unanswered) {
    problems.push(
      `${filled.unanswered} inserts got no HTTP answer (${filled.errors.filter((e) => e.startsWith('0 ')).join(' | ')})`,
    );
  }
  const lostUploads = uploadErrors.filter((e) => !/^\d{3} /.test(e));
  if (lostUploads.length) problems.push(`uploads got no HTTP answer: ${lostUploads.join(' | ')}`);
  return problems;
}

/** Uploads 1 MB objects until the disk refuses, then removes them again (room for the database part). */
async function fillStorage(url: string): Promise<string[]> {
  const service = createTestClient(url, LOCAL_SECRET_KEY);
  const bucket = await service.storage.createBucket('filler', { public: false });
  if (bucket.error) return [`bucket: ${bucket.error.message}`];
  const errors = new Set<string>();
  const stored: string[] = [];
  for (let i = 0; i < 200 && errors.size === 0; i += 1) {
    const { error } = await service.storage
      .from('filler')
      .upload(`f${i}.bin`, Buffer.alloc(1024 * 1024, i), { contentType: 'application/octet-stream' });
    if (error) errors.add(`${(error as { status?: number }).status ?? ''} ${error.message}`.slice(0, 200));
    else stored.push(`f${i}.bin`);
  }
  if (stored.length) await service.storage.from('filler').remove(stored);
  return [...errors];
}

async function countRows(url: string, prefix: string): Promise<number> {
  const { count, error } = await createTestClient(url, LOCAL_SECRET_KEY)
    .from('articles')
    .select('id', { count: 'exact', head: true })
    .like('slug', `${prefix}-%`);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

async function signedInWriter(url: string) {
  const client = createTestClient(url, LOCAL_PUBLISHABLE_KEY);
  const { error } = await client.auth.signUp({ email: uniqueEmail('diskfull'), password: 'correct-horse-1' });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
  return client;
}

async function alive(backend: BackendProcess): Promise<boolean> {
  if (backend.child.exitCode !== null || backend.child.signalCode !== null) return false;
  return fetch(`${backend.url}/rest/v1/articles?select=id&limit=1`, {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    signal: AbortSignal.timeout(10_000),
  }).then(
    (r) => r.status < 500,
    () => false,
  );
}

/**
 * PGlite on a tmpfs a few MB larger than the database: write until the disk is full, check the
 * answers are clear errors, then give the directory room and restart on it.
 */
export async function diskFullPglite(log: (line: string) => void = () => undefined): Promise<DiskFullReport> {
  const report: DiskFullReport = {
    database: 'pglite',
    acknowledgedRows: 0,
    errors: [],
    uploadErrors: [],
    backendSurvived: false,
    restartedOnSameData: false,
    acknowledgedRowsAfterRestart: 0,
    writableAfterSpaceFreed: false,
    problems: [],
  };
  const root = await mkdtemp(path.join(os.tmpdir(), 'diskfull-'));
  const small = path.join(root, 'small');
  const port = await freePort();
  let mounted = false;
  let backend: BackendProcess | undefined;
  try {
    const seedDir = path.join(root, 'seed', 'db');
    backend = await spawnBackend({ dataDir: seedDir, port });
    await kill(backend, 'SIGTERM');
    const size = await du(seedDir);
    const skip = await mountTmpfs(small, size + 6 * 1024 * 1024);
    if (skip) return { ...report, skipped: skip };
    mounted = true;
    await cp(seedDir, path.join(small, 'db'), { recursive: true });
    const dataDir = path.join(small, 'db');
    backend = await spawnBackend({ dataDir, port });
    const writer = await signedInWriter(backend.url);
    report.uploadErrors = await fillStorage(backend.url);
    log(`pglite storage full: ${report.uploadErrors.join(' | ')}`);
    const filled = await fillDatabase(backend.url, writer, 'full');
    report.acknowledgedRows = filled.acked.length;
    report.errors = filled.errors;
    log(`pglite disk full: ${filled.acked.length} rows acknowledged, then ${filled.errors.join(' | ')}`);
    if (filled.errors.length === 0) report.problems.push('the disk never filled up');
    report.problems.push(...unclearAnswers(filled, report.uploadErrors));
    report.backendSurvived = await alive(backend);
    await kill(backend, 'SIGKILL');
    await run('mount', ['-o', 'remount,size=512m', small]);
    backend = await spawnBackend({ dataDir, port });
    report.restartedOnSameData = true;
    report.acknowledgedRowsAfterRestart = await countRows(backend.url, 'full');
    if (report.acknowledgedRowsAfterRestart < report.acknowledgedRows) {
      report.problems.push(
        `${report.acknowledgedRows} rows acknowledged, ${report.acknowledgedRowsAfterRestart} after restart`,
      );
    }
    const again = await signedInWriter(backend.url);
    report.writableAfterSpaceFreed = !(await again.from('articles').insert({ slug: 'after-full', title: 'ok' })).error;
  } catch (error) {
    report.problems.push(String(error).slice(0, 1500));
  } finally {
    if (backend) await kill(backend, 'SIGKILL');
    if (mounted) await run('umount', [small]).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  }
  return report;
}

/**
 * PostgreSQL with the test database in a tablespace on a small tmpfs (the WAL stays on the
 * server's disk, as a full data volume would leave it): same checks as PGlite.
 */
export async function diskFullPostgres(
  serverUrl: string,
  log: (line: string) => void = () => undefined,
): Promise<DiskFullReport> {
  const report: DiskFullReport = {
    database: 'postgres',
    acknowledgedRows: 0,
    errors: [],
    uploadErrors: [],
    backendSurvived: false,
    restartedOnSameData: false,
    acknowledgedRowsAfterRestart: 0,
    writableAfterSpaceFreed: false,
    problems: [],
  };
  const root = await mkdtemp(path.join(os.tmpdir(), 'diskfull-pg-'));
  const small = path.join(root, 'small');
  const name = `newsroom_diskfull_${Date.now()}`;
  const space = `newsroom_small_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let mounted = false;
  let backend: BackendProcess | undefined;
  try {
    const skip = await mountTmpfs(small, 40 * 1024 * 1024);
    if (skip) return { ...report, skipped: skip };
    mounted = true;
    const location = path.join(small, 'ts');
    await mkdir(location);
    // The server runs as the postgres user: it must reach the tablespace through our temp dir.
    await chmod(root, 0o755);
    await run('chown', ['postgres:postgres', location]).catch(() => undefined);
    await admin.query(`create tablespace ${space} location '${location}'`);
    await admin.query(`create database ${name} tablespace ${space}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const port = await freePort();
    const dataDir = path.join(root, 'unused', 'db');
    backend = await spawnBackend({
      dataDir,
      databaseUrl: url.toString(),
      port,
      storageDir: path.join(small, 'storage'),
    });
    const writer = await signedInWriter(backend.url);
    report.uploadErrors = await fillStorage(backend.url);
    log(`postgres storage full: ${report.uploadErrors.join(' | ')}`);
    const filled = await fillDatabase(backend.url, writer, 'full');
    report.acknowledgedRows = filled.acked.length;
    report.errors = filled.errors;
    log(`postgres disk full: ${filled.acked.length} rows acknowledged, then ${filled.errors.join(' | ')}`);
    if (filled.unanswered) log(`backend output: ${backend.output().slice(-1500)}`);
    if (filled.errors.length === 0) report.problems.push('the disk never filled up');
    report.problems.push(...unclearAnswers(filled, report.uploadErrors));
    report.backendSurvived = await alive(backend);
    await kill(backend, 'SIGKILL');
    await run('mount', ['-o', 'remount,size=512m', small]);
    backend = await spawnBackend({
      dataDir,
      databaseUrl: url.toString(),
      port,
      storageDir: path.join(small, 'storage'),
    });
    report.restartedOnSameData = true;
    report.acknowledgedRowsAfterRestart = await countRows(backend.url, 'full');
    if (report.acknowledgedRowsAfterRestart < report.acknowledgedRows) {
      report.problems.push(
        `${report.acknowledgedRows} rows acknowledged, ${report.acknowledgedRowsAfterRestart} after restart`,
      );
    }
    const again = await signedInWriter(backend.url);
    report.writableAfterSpaceFreed = !(await again.from('articles').insert({ slug: 'after-full', title: 'ok' })).error;
  } catch (error) {
    report.problems.push(String(error).slice(0, 1500));
  } finally {
    if (backend) await kill(backend, 'SIGKILL');
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.query(`drop tablespace if exists ${space}`).catch(() => undefined);
    await admin.end();
    if (mounted) await run('umount', [small]).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  }
  return report;
}
