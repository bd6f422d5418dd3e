// Prints the JavaScript a browser downloads for one page of the portal: per file and in total,
// raw and gzip. Against running servers (default http://localhost:3000, i.e. `npm start`), or
// with --start: serves the production builds itself on free ports (no backend needed).
//   npm run measure:bytes -w @newsroom/e2e [-- --url http://localhost:3000/ | --start] [--path /about]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measuringLaunchOptions } from '../support/chromium.mjs';

function option(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function startOwnPortal() {
  const { serveRemote } = await import('../../scripts/serve-remote.mjs');
  const { startShellServer } = await import('../../shell/server/index.mjs');
  const servers = [];
  const env = {};
  for (const key of ['reader', 'live', 'editor', 'admin']) {
    const server = await serveRemote({
      distDir: new URL(`../../mfe-${key}/dist`, import.meta.url).pathname,
      port: 0,
      hostname: '127.0.0.1',
    });
    servers.push(server);
    env[`REMOTE_${key.toUpperCase()}_URL`] = `http://127.0.0.1:${server.port}/mf-manifest.json`;
  }
  const shell = await startShellServer({ port: 0, hostname: '127.0.0.1', env: { ...process.env, ...env } });
  servers.push(shell);
  return { url: `http://127.0.0.1:${shell.port}`, close: () => Promise.all(servers.map((s) => s.close())) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

async function measure(pageUrl) {
  const browser = await chromium.launch(measuringLaunchOptions);
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      files.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // a response without a body (e.g. aborted) adds no bytes
    }
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await browser.close();
  return files.sort((a, b) => b.raw - a.raw);
}

const start = process.argv.includes('--start');
const own = start ? await startOwnPortal() : null;
const base = option('--url') ?? own?.url ?? 'http://localhost:3000';
const pageUrl = new URL(option('--path') ?? '/', base).href;
try {
  const files = await measure(pageUrl);
  console.log(`JavaScript fetched for ${pageUrl}\n`);
  console.log(`${'raw'.padStart(10)} ${'gzip'.padStart(10)}  file`);
  for (const file of files) console.log(`${kb(file.raw)} ${kb(file.gzip)}  ${file.url}`);
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  console.log(`${kb(total.raw)} ${kb(total.gzip)}  TOTAL (${files.length} files; gzip level 9 computed locally)`);
} finally {
  await own?.close();
}
