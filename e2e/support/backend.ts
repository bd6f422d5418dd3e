import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

export interface E2eBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The backend's process: the suite reports its CPU (support/processCpu.ts). */
  pid: number;
  stop(): Promise<void>;
}

// Migrations + seed take ~20 s of CPU; on a busy two-core box that can stretch to minutes.
const READY_TIMEOUT_MS = 600_000;

/** True once the backend workspace has its programmatic entry point. */
export function backendAvailable(): boolean {
  return existsSync(path.join(REPO_ROOT, 'backend/src/index.ts'));
}

export interface E2eBackendOptions {
  /** An empty PostgreSQL database to run on (the benchmarks' variant) instead of PGlite. */
  databaseUrl?: string;
  /** A data dir of the caller's, kept on stop (seeded on its first start): a benchmark restarts on it. */
  dataDir?: string;
  /** The mail catcher's SMTP port the backend sends to (support/mailCatcher.ts). */
  smtpPort?: number;
}

/**
 * Starts a seeded backend on a free port with a temporary data dir (removed on stop); on PGlite
 * unless `databaseUrl` names an empty PostgreSQL database.
 */
export async function startE2eBackend(options: E2eBackendOptions = {}): Promise<E2eBackend> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'newsroom-e2e-'));
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // E2E_BACKEND_PROFILE=<dir>: a V8 CPU profile of the backend and its request log land there
  // (where the e2e stage's backend CPU goes: decision 169). Off in CI.
  const profileDir = process.env.E2E_BACKEND_PROFILE;
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'e2e/support/backendProcess.ts'),
      dataDir,
    ],
    {
      cwd: REPO_ROOT,
      // The suite signs in far more often than one person would: lift the per-IP/e-mail sign-in limits
      // and scale the request limits (tips, messages, views) that key on the client's address.
      // DATABASE_URL is for the backend's own PostgreSQL suites: the e2e backend stays on a fresh
      // PGlite unless a caller hands it a database of its own.
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl ?? '',
        BACKEND_LOG: profileDir ? 'true' : 'false',
        AUTH_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_EMAIL: '100000',
        // Every spec is a visitor from 127.0.0.1: give the database's request limits room too.
        RATE_LIMIT_SCALE: '1000',
        // Hundreds of sign-ins: bcrypt at its least cost (backend/src/auth/users.ts).
        AUTH_BCRYPT_COST: '4',
        ...(options.smtpPort ? { SMTP_PORT: String(options.smtpPort), SMTP_HOST: '127.0.0.1' } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (profileDir) child.stdout?.on('data', (chunk: Buffer) => appendFileSync(`${profileDir}/requests.log`, chunk));
  try {
    const info = await readyLine(child);
    return {
      ...info,
      pid: child.pid ?? 0,
      stop: async () => {
        await stopChild(child);
        removeData();
      },
    };
  } catch (error) {
    await stopChild(child);
    removeData();
    throw error;
  }
}

function readyLine(child: ChildProcess): Promise<{ url: string; anonKey: string; serviceRoleKey: string }> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('e2e backend did not start in time')), READY_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /^E2E_BACKEND (.+)$/m.exec(buffer);
      if (!match) return;
      clearTimeout(timer);
      resolve(JSON.parse(match[1]));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e backend exited early (code ${code})`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
