import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveRemote } from '../../scripts/serve-remote.mjs';
import type { RunningServer } from '../../shell/server/index.mjs';
import { startShellProcess, type ShellProcess } from '../../shell/server/process.mjs';
import { REMOTE_KEYS, remoteDist, SHELL_DIST, type RemoteKey } from './paths.ts';

const HOST = '127.0.0.1';
const REMOTE_URL_ENV: Record<RemoteKey, string> = {
  reader: 'REMOTE_READER_URL',
  live: 'REMOTE_LIVE_URL',
  editor: 'REMOTE_EDITOR_URL',
  admin: 'REMOTE_ADMIN_URL',
};

/** Where supabase/seed.sql's images and its custom HLS stream are (never reached: the tests stay offline). */
export const SEED_IMAGE_ORIGIN = 'https://images.invalid';
export const SEED_STREAM_ORIGIN = 'https://stream.dailychronicle.example';

export interface PortalOptions {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** More env for the shell server (e.g. SSR_TIMEOUT_MS, REMOTES_CONFIG_FILE). */
  shellEnv?: NodeJS.ProcessEnv;
  /**
   * Shell workers (WEB_CONCURRENCY); unset: one per core, as in production (the benchmarks). The
   * browser tests ask for one (TEST_SHELL_WORKERS).
   */
  shellWorkers?: number;
  /**
   * Origins of more remotes the shell may load (a team's, registered while it runs): with them the
   * shell's REMOTE_ORIGINS lists the four's and these (decision 188).
   */
  extraRemoteOrigins?: readonly string[];
}

/**
 * The browser tests' shell runs one worker. Each worker keeps its own page cache and render
 * thread, so with one per core every purge the tests cause was rendered once per worker, and each
 * private portal's start cost twice the CPU (2.4 against 1.1 s), on the cores the browsers need.
 * What several workers do is tested in server/ (workers, purges reaching each one).
 */
export const TEST_SHELL_WORKERS = 1;

/** A shell server and four remote servers on free loopback ports, from the production builds. */
export interface Portal {
  baseURL: string;
  remoteOrigins: Record<RemoteKey, string>;
  /** Closes one remote's server (connections refused), as if its deployment went down. */
  stopRemote(key: RemoteKey): Promise<void>;
  /** Serves the remote again on the same port. */
  startRemote(key: RemoteKey): Promise<void>;
  /** The shell server's process (its own: the server containers it loaded live there). */
  shell: ShellProcess;
  close(): Promise<void>;
}

export function assertBuilt(): void {
  const missing = [
    path.join(SHELL_DIST, 'index.html'),
    path.join(SHELL_DIST, 'server', 'index.js'),
    ...REMOTE_KEYS.map((k) => path.join(remoteDist(k), 'mf-manifest.json')),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Production builds missing (${missing.join(', ')}): run \`npm run build\` before the e2e suite.`);
  }
}

export async function startPortal({
  supabaseUrl,
  supabaseAnonKey,
  shellEnv: extraEnv = {},
  shellWorkers,
  extraRemoteOrigins = [],
}: PortalOptions): Promise<Portal> {
  const remotes = new Map<RemoteKey, RunningServer | null>();
  const ports = {} as Record<RemoteKey, number>;
  for (const key of REMOTE_KEYS) {
    const server = await serveRemote({ distDir: remoteDist(key), port: 0, hostname: HOST, env: {} });
    remotes.set(key, server);
    ports[key] = server.port;
  }
  const remoteOrigins = Object.fromEntries(REMOTE_KEYS.map((k) => [k, `http://${HOST}:${ports[k]}`])) as Record<
    RemoteKey,
    string
  >;
  const env: NodeJS.ProcessEnv = {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: supabaseAnonKey,
    SITE_NAME: 'The Daily Chronicle',
    // The seed's images and custom stream are on these hosts (the CSP lists origins: decision 163).
    CSP_IMAGE_ORIGINS: SEED_IMAGE_ORIGIN,
    CSP_STREAM_ORIGINS: SEED_STREAM_ORIGIN,
    ...Object.fromEntries(REMOTE_KEYS.map((k) => [REMOTE_URL_ENV[k], `${remoteOrigins[k]}/mf-manifest.json`])),
    ...(shellWorkers ? { WEB_CONCURRENCY: String(shellWorkers) } : {}),
    ...(extraRemoteOrigins.length > 0
      ? { REMOTE_ORIGINS: [...Object.values(remoteOrigins), ...extraRemoteOrigins].join(',') }
      : {}),
  };
  // A generous render time box: the suite's backend shares two cores with the browsers, and a page
  // that misses it would render in the browser instead (tests of that set their own).
  const shell = await startShellProcess({ env: { SSR_TIMEOUT_MS: '8000', ...env, ...extraEnv }, hostname: HOST });

  return {
    baseURL: `http://${HOST}:${shell.port}`,
    remoteOrigins,
    shell,
    async stopRemote(key) {
      await remotes.get(key)?.close();
      remotes.set(key, null);
    },
    async startRemote(key) {
      if (remotes.get(key)) return;
      remotes.set(key, await serveRemote({ distDir: remoteDist(key), port: ports[key], hostname: HOST, env: {} }));
    },
    async close() {
      await Promise.all([shell.close(), ...[...remotes.values()].map((server) => server?.close())]);
    },
  };
}
