// `npx tsx scripts/frontRenderProfile.ts` (e2e folder; run `npm run build` first): where an uncached
// server render of bench:fronts' 12-container, 80-card /uk goes (decision 211). One shell process
// rendering on its own main thread (SSR_THREAD=off), page cache and the backend's read cache off, as
// bench:fronts renders; /international and /uk rendered FRONT_PROFILE_RENDERS times (default 40):
// p50 and min, the CPU the shell and the backend spent per render (from /proc: what load changes
// least), front_for_edition's time, and each of the page's other reads.
// FRONT_PROFILE_DIR=<dir>: V8 CPU profiles of the shell and the backend land there (for DevTools),
// with each page's HTML. FRONT_PROFILE_VARIANTS: an A/B in one run (variants() below).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { openDatabase } from '../../backend/src/db/database.ts';
import { seedArchiveInDatabase } from '../../backend/src/seed/archive.ts';
import { startE2eBackend, type E2eBackend } from '../support/backend.ts';
import { benchClient, publishBigFront } from '../support/benchFront.ts';
import { serveRemote } from '../../scripts/serve-remote.mjs';
import type { ShellProcess } from '../../shell/server/process.mjs';
import { assertBuilt, SEED_IMAGE_ORIGIN, SEED_STREAM_ORIGIN } from '../support/portal.ts';
import { REMOTE_KEYS, REPO_ROOT } from '../support/paths.ts';

const RENDERS = Number(process.env.FRONT_PROFILE_RENDERS ?? 40);
const PROFILE_DIR = process.env.FRONT_PROFILE_DIR;
const PROFILE_HOOK = new URL('./cpuProfileHook.mjs', import.meta.url).href;

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

async function p50(work: () => PromiseLike<unknown>): Promise<{ p50: number; min: number }> {
  const samples: number[] = [];
  for (let i = 0; i < RENDERS; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(RENDERS / 2)], min: samples[0] };
}

const printLine = (label: string, { p50, min }: { p50: number; min: number }) =>
  console.log(`${label} p50 ${p50.toFixed(1)} ms (min ${min.toFixed(1)})`);

/** The backend's answer to each of a front page's other reads, one at a time, then all at once as a render asks them. */
async function pageRequests(anon: SupabaseClient): Promise<void> {
  const ads = (positions: string[]) => () =>
    anon
      .from('advertisements')
      .select('*')
      .eq('is_active', true)
      .in('position', positions)
      .order('created_at', { ascending: false });
  const reads = {
    ads: ads(['top-sidebar', 'bottom-sidebar', 'sidebar']),
    essays: () => anon.from('photo_essays').select('*').limit(6),
    feeds: () => anon.from('live_feeds').select('*').limit(10),
  };
  for (const [name, read] of Object.entries(reads)) printLine(`  ${name}`, await p50(read));
  // /uk's five (its front has no live panels): the chrome's ads and ticker, the front, essays, sidebar ads.
  printLine(
    '  the 5 reads of /uk at once',
    await p50(() =>
      Promise.all([
        ads(['header', 'footer'])(),
        ...Object.values(reads).map((read) => read()),
        anon.rpc('front_for_edition', { edition: 'uk' }),
      ]),
    ),
  );
}

interface Variant {
  name: string;
  /** SQL run on the database before this variant's runs (none: as migrated). */
  sqlFile: string | null;
  /** A copy of the repository's builds: shell/server, shell/dist and each remote's dist, with a node_modules link. */
  root: string;
}

/**
 * FRONT_PROFILE_VARIANTS="a=/x.sql=/build-a,b=/y.sql=/build-b": each variant's SQL applied before its
 * runs, on its copy of the builds, a b a b (an empty part: none, the repository's builds).
 */
function variants(): Variant[] {
  const listed = (process.env.FRONT_PROFILE_VARIANTS ?? '').split(',').filter(Boolean);
  if (listed.length === 0) return [{ name: 'as built', sqlFile: null, root: REPO_ROOT }];
  const parsed = listed.map((entry) => {
    const [name, sqlFile, root] = entry.split('=');
    return { name, sqlFile: sqlFile || null, root: root || REPO_ROOT };
  });
  return [...parsed, ...parsed];
}

interface BuiltPortal {
  baseURL: string;
  shellPid: number;
  close(): Promise<void>;
}

/** CPU time a process has used so far (user + system, from /proc), in ms; less load-dependent than wall time. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The shell (one worker, page cache off, rendering on its own thread) and the four remotes of `root`'s builds, as startPortal runs them. */
async function startPortalAt(root: string, backend: E2eBackend): Promise<BuiltPortal> {
  const remotes = await Promise.all(
    REMOTE_KEYS.map((key) =>
      serveRemote({ distDir: path.join(root, `mfe-${key}`, 'dist'), port: 0, hostname: '127.0.0.1', env: {} }),
    ),
  );
  const { startShellProcess } = (await import(path.join(root, 'shell/server/process.mjs'))) as {
    startShellProcess: (options: { env: NodeJS.ProcessEnv; hostname?: string }) => Promise<ShellProcess>;
  };
  const remoteEnv = Object.fromEntries(
    REMOTE_KEYS.map((key, i) => [
      `REMOTE_${key.toUpperCase()}_URL`,
      `http://127.0.0.1:${remotes[i].port}/mf-manifest.json`,
    ]),
  );
  const shell = await startShellProcess({
    hostname: '127.0.0.1',
    env: {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SITE_NAME: 'The Daily Chronicle',
      CSP_IMAGE_ORIGINS: SEED_IMAGE_ORIGIN,
      CSP_STREAM_ORIGINS: SEED_STREAM_ORIGIN,
      WEB_CONCURRENCY: '1',
      SSR_TIMEOUT_MS: '8000',
      PAGE_CACHE_MB: '0',
      SSR_THREAD: 'off',
      ...remoteEnv,
      ...(PROFILE_DIR ? { NODE_OPTIONS: `--import ${PROFILE_HOOK}`, SHELL_PROFILE_DIR: PROFILE_DIR } : {}),
    },
  });
  return {
    baseURL: `http://127.0.0.1:${shell.port}`,
    shellPid: shell.pid,
    close: async () => {
      await Promise.all([shell.close(), ...remotes.map((remote) => remote.close())]);
    },
  };
}

/** The renders and reads, on the backend and shell started here (the database's owner meanwhile: none). */
async function measure(dataDir: string, variant: Variant): Promise<void> {
  if (variant.sqlFile) {
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await db.exec(readFileSync(variant.sqlFile, 'utf8'));
    await db.close();
  }
  const backend = await startE2eBackend({ dataDir });
  try {
    const portal = await startPortalAt(variant.root, backend);
    const anon = benchClient(backend);
    try {
      console.log(`── ${variant.name}`);
      for (const edition of ['international', 'uk']) {
        const url = `${portal.baseURL}/${edition}`;
        const html = await fetchBody(url);
        if (PROFILE_DIR) writeFileSync(path.join(PROFILE_DIR, `${edition}.html`), html);
        const cpu = [cpuMs(portal.shellPid), cpuMs(backend.pid)];
        const render = await p50(() => fetchBody(url));
        const perRender = (pid: number, before: number) => ((cpuMs(pid) - before) / RENDERS).toFixed(1);
        printLine(`/${edition}: render`, render);
        console.log(
          `  CPU per render: shell ${perRender(portal.shellPid, cpu[0])} ms, backend ${perRender(backend.pid, cpu[1])} ms`,
        );
        printLine(`  front_for_edition`, await p50(() => anon.rpc('front_for_edition', { edition })));
      }
      await pageRequests(anon);
    } finally {
      await portal.close();
    }
  } finally {
    await backend.stop();
  }
}

async function main(): Promise<void> {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-front-profile-'));
  try {
    const seeded = await startE2eBackend({ dataDir });
    await seeded.stop();
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await seedArchiveInDatabase(db, { stories: 1_000, seed: 1_000 });
    await db.close();
    process.env.READ_CACHE_MS = '0';
    const publisher = await startE2eBackend({ dataDir });
    await publishBigFront(publisher, 'uk').finally(() => publisher.stop());
    if (PROFILE_DIR) process.env.E2E_BACKEND_PROFILE = PROFILE_DIR;
    for (const variant of variants()) await measure(dataDir, variant);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
