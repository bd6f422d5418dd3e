import type { Browser, CDPSession } from '@playwright/test';
import { throttle } from './pageMetrics.ts';
import type { Profile } from './profiles.ts';

const MENU_BUTTON = 'button[aria-controls][aria-label="Open menu"]';

/** What a reader's tap on the menu button right after the first paint met. */
export interface TapMetrics {
  /** When the tap reached the page, ms after first contentful paint. */
  tapAfterFcpMs: number | null;
  /** From the tap to the frame that shows the open menu; null if it never opened (tap lost). */
  tapToPaintMs: number | null;
}

declare global {
  interface Window {
    __tap: { fcp: number; input: number | null; opened: number | null };
  }
}

/**
 * Installed before any page script: the first pointerdown's time (the input's own timestamp,
 * whenever the busy main thread gets to it) and the first frame after it in which the mobile menu
 * is open. A passive capture listener and a frame loop that starts on the tap: nothing before it.
 */
const WATCH_TAP = `(() => {
  const tap = { fcp: 0, input: null, opened: null };
  window.__tap = tap;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') tap.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const watch = () => {
    const menu = document.querySelector('nav[aria-label="Mobile"]');
    if (menu && menu.checkVisibility()) tap.opened = performance.now();
    else requestAnimationFrame(watch);
  };
  addEventListener('pointerdown', (event) => {
    if (tap.input !== null) return;
    tap.input = event.timeStamp;
    requestAnimationFrame(watch);
  }, { capture: true, passive: true });
})();`;

/** Resolves when Chromium reports the page's first contentful paint (from the browser, not the page). */
function firstContentfulPaint(cdp: CDPSession): Promise<void> {
  return new Promise((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve();
    });
  });
}

/** Where the menu button sits once the server's HTML is laid out (the layout does not shift). */
async function menuButtonCentre(browser: Browser, url: string, profile: Profile) {
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const box = await page.locator(MENU_BUTTON).boundingBox({ timeout: 60_000 });
    if (!box) throw new Error('no mobile menu button on the page');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` cold on `profile` and taps the mobile menu button `afterFcpMs` after first
 * contentful paint, through the browser's input pipeline (no waiting for the page to be ready):
 * an interaction-to-next-paint proxy for a reader who taps as soon as the header shows.
 */
export async function measureTapToPaint(browser: Browser, url: string, profile: Profile, afterFcpMs = 100) {
  const centre = await menuButtonCentre(browser, url, profile);
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, profile);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = firstContentfulPaint(cdp);
    await page.addInitScript({ content: WATCH_TAP });
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await painted;
    await new Promise((resolve) => setTimeout(resolve, afterFcpMs));
    await page.touchscreen.tap(centre.x, centre.y);
    await loaded;
    await page.waitForFunction(() => window.__tap.opened !== null, null, { timeout: 10_000 }).catch(() => undefined);
    const tap = await page.evaluate(() => window.__tap);
    return {
      tapAfterFcpMs: tap.input === null ? null : tap.input - tap.fcp,
      tapToPaintMs: tap.input === null || tap.opened === null ? null : tap.opened - tap.input,
    } satisfies TapMetrics;
  } finally {
    await context.close();
  }
}
