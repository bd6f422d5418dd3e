// Measures the home page as a reader's browser loads it: JavaScript bytes (raw and gzip) and the
// Largest Contentful Paint in Chromium with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate).
//
//   node e2e/scripts/measure-home.mjs [url] [--runs N]
//
// url defaults to $MEASURE_URL or http://localhost:3000/ (start the portal first: `npm start`).
// The gzip figure compresses each script body here (level 9 is not used: level 6 as servers do),
// so it does not depend on whether the static server compresses.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measuringLaunchOptions } from '../support/chromium.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const url =
  args.find((arg, i) => !arg.startsWith('--') && i !== runsIndex + 1) ??
  process.env.MEASURE_URL ??
  'http://localhost:3000/';
const CPU_SLOWDOWN = 4;

/** A fresh browser per run: cold caches, and Chromium reports LCP for the first page it shows. */
async function measureOnce() {
  const browser = await chromium.launch(measuringLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    } catch {
      // A script whose body is gone (redirect, aborted) has no bytes to count.
    }
  });

  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // The lead story is the home page's largest element: wait for it (and its image) before reading LCP.
  await page.getByTestId('featured-story').waitFor({ timeout: 120_000 });
  await page.waitForTimeout(3_000);
  const lcp = await page.evaluate(() => window.__lcp);
  await browser.close();
  return { lcp, scripts };
}

const results = [];
for (let run = 0; run < runs; run += 1) results.push(await measureOnce());

const last = results.at(-1);
const total = (key) => last.scripts.reduce((sum, script) => sum + script[key], 0);
const lcps = results.map((result) => result.lcp).sort((a, b) => a - b);
const median = lcps[Math.floor(lcps.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`Home page: ${url}`);
console.log(`JavaScript: ${last.scripts.length} files, ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip`);
for (const script of [...last.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${kb(script.gzip).padStart(9)} gzip  ${new URL(script.url).pathname}`);
}
console.log(
  `LCP (Chromium, ${CPU_SLOWDOWN}x CPU throttling): median ${Math.round(median)} ms over ${runs} runs [${lcps.map(Math.round).join(', ')}]`,
);
