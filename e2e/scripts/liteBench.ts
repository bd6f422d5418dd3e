// `npm run bench:lite -w @newsroom/e2e`: what the lite edition (issue 55) costs a reader on the
// wire. Starts a seeded backend and the built portal (run `npm run build` first), then loads the
// lite front and the lite page of the seeded story with the most content in Chromium without
// JavaScript, and prints the bytes transferred (headers and compressed bodies, every response)
// beside the issue's budgets (story ≤ 25 KB, front ≤ 35 KB, no JavaScript), and the full pages'
// documents for comparison. Then the times (printed against their budgets, never failing: times
// depend on the machine): the lite story's first paint on 2G (250 kbps, 300 ms RTT), and a full
// story read once then opened offline on the phone profile. Not a test: exits 1 only when a byte
// budget is missed.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { startE2eBackend } from '../support/backend.ts';
import { COSTLY_DATA_BUDGETS, liteFirstPaintOn2g, offlineStoryShown } from '../support/costlyDataFigures.ts';
import { largestPublishedStoryId, LITE_BUDGETS, measureLiteBytes } from '../support/liteBytes.ts';
import { assertBuilt, startPortal } from '../support/portal.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

assertBuilt();
const backend = await startE2eBackend();
const portal = await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, shellWorkers: 1 });
process.env.E2E_SUPABASE_URL = backend.url;
process.env.E2E_SUPABASE_ANON_KEY = backend.anonKey;
const browser = await chromium.launch(chromiumLaunchOptions);
let missed = false;
try {
  const id = await largestPublishedStoryId();
  const pages = [
    { label: 'lite front /lite', path: '/lite', budgetKb: LITE_BUDGETS.frontKb },
    { label: `lite story /lite/story/${id}`, path: `/lite/story/${id}`, budgetKb: LITE_BUDGETS.storyKb },
  ];
  for (const { label, path, budgetKb } of pages) {
    const url = new URL(path, portal.baseURL).href;
    // The first load renders; the second is the page cache's answer, what readers mostly get.
    await measureLiteBytes(browser, url);
    const bytes = await measureLiteBytes(browser, url);
    const ok = bytes.transferred <= budgetKb * 1024 && bytes.js === LITE_BUDGETS.jsBytes;
    missed ||= !ok;
    console.log(
      `${label}: ${kb(bytes.transferred)} transferred in ${bytes.responses.length} responses ` +
        `(document ${kb(bytes.document)}), JavaScript ${bytes.js} bytes; budget ${budgetKb} KB, 0 bytes JS: ${ok ? 'within' : 'OVER'}`,
    );
  }
  const full = await measureLiteBytes(browser, new URL(`/story/${id}`, portal.baseURL).href);
  console.log(`for comparison, the full story /story/${id} without JavaScript: document ${kb(full.document)}`);
  const timed = (label: string, ms: number, budgetMs: number) =>
    console.log(
      Number.isNaN(ms)
        ? `${label}: not measured (no first paint recorded)`
        : `${label}: ${Math.round(ms)} ms (budget ${budgetMs} ms: ${ms <= budgetMs ? 'within' : 'over'})`,
    );
  const firstPaint = await liteFirstPaintOn2g(browser, new URL(`/lite/story/${id}`, portal.baseURL).href);
  timed(
    'lite story, first paint on 2G (250 kbps, 300 ms RTT), median of 3',
    firstPaint,
    COSTLY_DATA_BUDGETS.liteFirstPaint2gMs,
  );
  const offline = await offlineStoryShown(browser, portal.baseURL, `/story/${id}`);
  timed(
    'full story opened offline after one visit, phone profile, first paint, median of 3',
    offline,
    COSTLY_DATA_BUDGETS.offlineShownMs,
  );
} finally {
  await browser.close();
  await portal.close();
  await backend.stop();
}
process.exit(missed ? 1 : 0);
