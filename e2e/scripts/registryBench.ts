// Registry change to every shell worker serving the new route (issue 54's figure, decision 207):
// a production shell with one worker per core (WEB_CONCURRENCY, default 2) and a REMOTES_CONFIG_FILE;
// each run writes a team's entry with route /puzzles into the file (as register:remote does: a
// temporary file renamed), then asks for /puzzles on fresh connections until ten in a row answer
// 200 (a worker that has not read the change answers 404), and measures from the write. The entry
// is removed again between runs. No backend needed: /puzzles is a browser-rendered page.
//   npm run bench:registry -w @newsroom/e2e [-- --runs 20]
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startShellProcess } from '../../shell/server/process.mjs';

const ORIGIN = 'http://127.0.0.1:3999';
const ENTRY = {
  name: 'puzzles',
  container: 'mfe_puzzles',
  manifestUrl: `${ORIGIN}/mf-manifest.json`,
  version: '1.0.0',
  integrity: `sha384-${'A'.repeat(64)}`,
  routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
  nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }],
};
const IN_A_ROW = 10;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Replaced whole, as register:remote writes it: the shell never reads half a file. */
function writeRegistry(file: string, remotes: object[]): void {
  writeFileSync(`${file}.tmp`, JSON.stringify({ remotes }));
  renameSync(`${file}.tmp`, file);
}

/** The status of GET /puzzles on a new connection (the kernel spreads connections over workers). */
function status(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const agent = new Agent({ keepAlive: false });
    const req = request({ host: '127.0.0.1', port, path: '/puzzles', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function servedEverywhere(port: number, want: number): Promise<void> {
  for (let row = 0; row < IN_A_ROW;) row = (await status(port)) === want ? row + 1 : 0;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function main(): Promise<void> {
  const runs = option('--runs', 20);
  const workers = option('--workers', 2);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'registry-bench-'));
  const file = path.join(dir, 'remotes.json');
  writeRegistry(file, []);
  const shell = await startShellProcess({
    env: {
      REMOTES_CONFIG_FILE: file,
      REMOTE_ORIGINS: ORIGIN,
      WEB_CONCURRENCY: String(workers),
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'bench',
    },
  });
  const times: number[] = [];
  try {
    await servedEverywhere(shell.port, 404);
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      writeRegistry(file, [ENTRY]);
      await servedEverywhere(shell.port, 200);
      times.push(performance.now() - started);
      writeRegistry(file, []);
      await servedEverywhere(shell.port, 404);
    }
  } finally {
    await shell.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `registry change to every shell worker (${workers}) serving /puzzles, ${runs} runs: ` +
      `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, ` +
      `max ${sorted.at(-1)?.toFixed(0)} ms (target p95 ≤ 5,000 ms)`,
  );
}

await main();
