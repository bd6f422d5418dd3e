import type { Browser, Page } from '@playwright/test';
import { PHONE, type Profile } from './profiles.ts';
import { throttle } from './pageMetrics.ts';

/** Issue 55's times (printed, never asserted): a lite story's first paint on 2G, an offline story shown. */
export const COSTLY_DATA_BUDGETS = { liteFirstPaint2gMs: 2000, offlineShownMs: 500 } as const;

/** The 2G: 250 kbps, 300 ms round trip, a fast CPU (the page has no script to run). */
export const TWO_G: Profile = {
  name: '2G',
  viewport: { width: 412, height: 823 },
  isMobile: true,
  cpuSlowdown: 1,
  network: { rttMs: 300, downloadMbps: 0.25 },
};

const paintEntry = `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`;

/**
 * The page's first contentful paint, asked again until recorded (a loaded machine may ask before
 * the entry exists; with JavaScript off the page runs no timer or observer, so Node polls); NaN
 * when none comes within 10 s, printed as not measured rather than as 0 ms.
 */
async function firstContentfulPaint(page: Page): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await page.evaluate(paintEntry);
    if (typeof value === 'number') return value;
    await page.waitForTimeout(100);
  }
  return Number.NaN;
}

/** The median of the measured samples (NaN when none was measured). */
function median(values: number[]): number {
  const measured = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return measured.length > 0 ? measured[Math.floor(measured.length / 2)] : Number.NaN;
}

/** First contentful paint of `url` without JavaScript on 2G, from a cold browser cache; median of `runs`. */
export async function liteFirstPaintOn2g(browser: Browser, url: string, runs = 3): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: TWO_G.viewport });
    try {
      const page = await context.newPage();
      await throttle(await context.newCDPSession(page), TWO_G);
      await page.goto(url, { waitUntil: 'load' });
      samples.push(await firstContentfulPaint(page));
    } finally {
      await context.close();
    }
  }
  return median(samples);
}

/**
 * A full story read once, then opened without a connection on the phone profile (its CPU; the
 * network is off): first contentful paint of the copy the service worker kept. The story is
 * opened by navigation once the worker controls the page, as a reader's second page is.
 */
export async function offlineStoryShown(
  browser: Browser,
  baseURL: string,
  storyPath: string,
  runs = 3,
): Promise<number> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    viewport: PHONE.viewport,
    isMobile: PHONE.isMobile,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
    await page.goto(storyPath);
    await page.waitForFunction(
      async (path) => Boolean(await (await caches.open('offline-pages-v1')).match(path)),
      storyPath,
      { timeout: 30_000, polling: 200 },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await context.setOffline(true);
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto(storyPath, { waitUntil: 'load' });
      await page.getByText(/^You are offline; saved /).waitFor();
      samples.push(await firstContentfulPaint(page));
    }
    return median(samples);
  } finally {
    await context.close();
  }
}
