// `npm run measure`: how fast the built portal shows the home page, a story and a category to a
// reader on a phone (4x CPU, 60 ms RTT, 9 Mbps), with the layout shift on phone and desktop and the
// round trips to the first story link at 300 ms RTT — each figure against its budget.
//
//   npm run measure                    # starts its own seeded backend and the portal (builds needed)
//   npm run measure -- --url http://localhost:3000 [--runs 3] [--verbose]
//
// Times are medians over --runs (default 1). Nothing here fails: CI keeps the deterministic budgets
// (bytes, layout shift) in e2e/tests/performance; times are reported, never asserted.
import { chromium, type Browser, type Page } from '@playwright/test';
import { startE2eBackend, type E2eBackend } from '../support/backend.ts';
import { measuringLaunchOptions } from '../support/chromium.mjs';
import { measurePage, type PageMetrics } from '../support/pageMetrics.ts';
import { startPortal, type Portal } from '../support/portal.ts';
import { BUDGETS, DESKTOP, HIGH_LATENCY, PHONE, type Profile } from '../support/profiles.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 1);
const verbose = args.includes('--verbose');

const ready = {
  home: (page: Page) => page.getByTestId('featured-story').waitFor({ timeout: 120_000 }),
  page: (page: Page) => page.locator('main h1').first().waitFor({ timeout: 120_000 }),
};

async function startOwn(): Promise<{ url: string; stop: () => Promise<void> }> {
  console.log('Starting a seeded backend and the portal from the production builds…');
  const backend: E2eBackend = await startE2eBackend();
  const portal: Portal = await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  return { url: portal.baseURL, stop: async () => (await portal.close(), await backend.stop()) };
}

async function firstLink(browser: Browser, base: string, prefix: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(base);
  const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 60_000 });
  await page.close();
  return new URL(href ?? prefix, base).href;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureMedian(browser: Browser, url: string, profile: Profile, isHome: boolean): Promise<PageMetrics> {
  const all: PageMetrics[] = [];
  for (let i = 0; i < runs; i += 1) {
    all.push(await measurePage(browser, url, profile, { ready: isHome ? ready.home : ready.page }));
  }
  const pick = (key: 'lcpMs' | 'ttfbMs' | 'cls') => median(all.map((m) => m[key]));
  return { ...all[0], lcpMs: pick('lcpMs'), ttfbMs: pick('ttfbMs'), cls: pick('cls') };
}

const check = (ok: boolean) => (ok ? '✓' : '✗');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The home page's bytes by kind: the libraries the architecture fixes set a floor under the budget. */
function describeKinds(m: PageMetrics): string {
  return Object.entries(m.jsGzipBytesByKind)
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(', ');
}

function report(label: string, m: PageMetrics, isHome: boolean): void {
  const bytesBudget = isHome
    ? ` ${check(m.jsGzipBytes / 1024 <= BUDGETS.homeJsGzipKb)} ≤ ${BUDGETS.homeJsGzipKb} KB`
    : '';
  console.log(
    `${label.padEnd(26)} JS ${kb(m.jsGzipBytes).padStart(7)} gzip in ${String(m.jsFiles).padStart(2)} files${bytesBudget} · ` +
      `${String(m.requests).padStart(3)} requests · TTFB ${m.ttfbMs.toFixed(0).padStart(4)} ms · ` +
      `LCP ${m.lcpMs.toFixed(0).padStart(5)} ms ${check(m.lcpMs <= BUDGETS.lcpMs)} ≤ ${BUDGETS.lcpMs} · ` +
      `CLS ${m.cls.toFixed(4)} ${check(m.cls <= BUDGETS.clsMax)} ≤ ${BUDGETS.clsMax}`,
  );
  if (isHome) console.log(`${''.padEnd(26)} of which ${describeKinds(m)}`);
  if (verbose)
    for (const shift of m.shifts.slice(0, 5))
      console.log(`    shift ${shift.value.toFixed(4)}: ${shift.nodes.join(', ')}`);
}

const started = Date.now();
const own = option('--url') ? null : await startOwn();
const base = option('--url') ?? own!.url;
const browser = await chromium.launch(measuringLaunchOptions);
try {
  const routes = [
    { name: 'home /', url: new URL('/', base).href, isHome: true },
    { name: 'story', url: await firstLink(browser, base, '/story/'), isHome: false },
    { name: 'category', url: new URL('/category/sports', base).href, isHome: false },
  ];
  console.log(
    `\nPhone (412×823, ${PHONE.cpuSlowdown}x CPU, ${PHONE.network?.rttMs} ms RTT, ${PHONE.network?.downloadMbps} Mbps), cold cache, median of ${runs}:`,
  );
  for (const route of routes)
    report(route.name, await measureMedian(browser, route.url, PHONE, route.isHome), route.isHome);
  console.log(`\nDesktop (1280×900, no throttling), layout shift:`);
  for (const route of routes)
    report(route.name, await measureMedian(browser, route.url, DESKTOP, route.isHome), route.isHome);

  const latency = await measureMedian(browser, routes[0].url, HIGH_LATENCY, true);
  const rtt = HIGH_LATENCY.network!.rttMs;
  const trips = (latency.firstStoryLinkMs ?? Number.NaN) / rtt;
  console.log(
    `\nFirst story link on / at ${rtt} ms RTT: ${latency.firstStoryLinkMs?.toFixed(0)} ms ≈ ${trips.toFixed(1)} round trips ` +
      `${check(trips <= BUDGETS.roundTrips)} ≤ ${BUDGETS.roundTrips}`,
  );
} finally {
  await browser.close();
  await own?.stop();
}
console.log(`\nmeasured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
