// Part of `npm run bench:registry` (issue 54's second figure, decision 214): what the registry costs
// a page. Two production shells on one seeded backend, the same builds, each rendering on a thread
// of its own with its page cache off (every request is a server render): one with an empty
// registry file, one with a team's entry (a route, a main-nav entry and a story-sidebar slot of a
// browser-rendered remote, as `register:remote` writes it). The home page is asked of each in turn
// (a b a b, so the machine's load falls on both alike), and the two p50s are compared: the budget is
// the registry's render within 5 % of the page without it. Run `npm run build` first.
//   npm run bench:registry -w @newsroom/e2e   (REGISTRY_RENDERS: renders per shell, default 60)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startE2eBackend } from '../support/backend.ts';
import { assertBuilt, startPortal, type Portal } from '../support/portal.ts';

const RENDERS = Number(process.env.REGISTRY_RENDERS ?? 60);
const BUDGET = 0.05;
const TEAM_ORIGIN = 'http://127.0.0.1:3999';
const TEAM = {
  name: 'puzzles',
  container: 'mfe_puzzles',
  manifestUrl: `${TEAM_ORIGIN}/mf-manifest.json`,
  version: '1.0.0',
  integrity: `sha384-${'A'.repeat(64)}`,
  routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
  nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }],
  slots: [{ slot: 'story-sidebar', module: 'PuzzlesPage' }],
};

/** One GET of the home page on a new connection: its time to the last byte, and its body's size. */
function timedHome(baseURL: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${baseURL}/`, { agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  assertBuilt();
  const backend = await startE2eBackend();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'registry-render-'));
  const shells: { label: string; portal: Portal; ms: number[]; bytes: number }[] = [];
  try {
    for (const [label, remotes] of [
      ['without a team', []],
      ['with a team (route, nav entry, slot)', [TEAM]],
    ] as const) {
      const file = path.join(dir, `${shells.length}.json`);
      writeFileSync(file, JSON.stringify({ remotes }));
      const portal = await startPortal({
        supabaseUrl: backend.url,
        supabaseAnonKey: backend.anonKey,
        shellWorkers: 1,
        extraRemoteOrigins: [TEAM_ORIGIN],
        shellEnv: { REMOTES_CONFIG_FILE: file, PAGE_CACHE_MB: '0' },
      });
      shells.push({ label, portal, ms: [], bytes: 0 });
    }
    // Warm: the remotes' server containers load on the first renders.
    for (let i = 0; i < 5; i += 1) for (const shell of shells) await timedHome(shell.portal.baseURL);
    for (let i = 0; i < RENDERS; i += 1) {
      for (const shell of shells) {
        const { ms, bytes, status } = await timedHome(shell.portal.baseURL);
        if (status !== 200) throw new Error(`${shell.label}: / answered ${status}`);
        shell.ms.push(ms);
        shell.bytes = bytes;
      }
    }
  } finally {
    await Promise.all(shells.map((shell) => shell.portal.close()));
    await backend.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const [without, withTeam] = shells.map((shell) => ({ ...shell, p50: median(shell.ms) }));
  for (const shell of [without, withTeam]) {
    console.log(
      `home page server render ${shell!.label}: p50 ${shell!.p50.toFixed(1)} ms over ${RENDERS} renders, ${shell!.bytes} bytes`,
    );
  }
  const change = withTeam!.p50 / without!.p50 - 1;
  console.log(
    `the registry's cost on the home page's server render: ${(100 * change).toFixed(1)} % ` +
      `(${withTeam!.bytes - without!.bytes} bytes of HTML): ${change <= BUDGET ? 'PASS' : 'FAIL'} (within ${100 * BUDGET} %)`,
  );
}

await main();
