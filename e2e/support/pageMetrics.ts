import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { lastLongTaskEnd, longestTaskAfter, totalBlockingTime, type LongTask } from './blockingTime.ts';
import type { Profile } from './profiles.ts';
import { SCRIPT_KINDS, scriptKind, type ScriptKind } from './scriptKinds.ts';

/** What a reader's browser did to show one page, measured from a cold cache. */
export interface PageMetrics {
  url: string;
  profile: string;
  jsGzipBytes: number;
  /** The same bytes by what they are (the libraries the architecture fixes, or the portal's code). */
  jsGzipBytesByKind: Record<ScriptKind, number>;
  jsFiles: number;
  requests: number;
  ttfbMs: number;
  lcpMs: number;
  cls: number;
  /** The elements that moved, largest shift first (for finding what to fix). */
  shifts: { value: number; nodes: string[] }[];
  /** When the first link to a story appeared (ms from navigation start), if one did. */
  firstStoryLinkMs: number | null;
  fcpMs: number;
  /** Lighthouse's total blocking time, from FCP to 10 s (or to when the measurement stopped). */
  tbtMs: number;
  longestTaskMs: number;
  /** When the last long task after FCP ended (ms from navigation start), null if none ran. */
  lastLongTaskEndMs: number | null;
  longTasks: LongTask[];
  /** When the shell's hydration committed (the `newsroom:interactive` mark), if it did. */
  interactiveMs: number | null;
  /** Script bytes (gzip) requested before the page answered input, and those requested after. */
  jsGzipBytesBeforeInteractive: number;
  jsGzipBytesLater: number;
}

declare global {
  interface Window {
    __metrics: {
      lcp: number;
      fcp: number;
      shifts: { value: number; nodes: string[] }[];
      firstStoryLink: number | null;
      longTasks: LongTask[];
    };
  }
}

/**
 * Installed before any page script runs: LCP, layout shifts (without input) and the first story
 * link. Plain JavaScript in a string: a compiled function would carry the compiler's helpers.
 */
const OBSERVE_IN_PAGE = `(() => {
  const metrics = { lcp: 0, fcp: 0, shifts: [], firstStoryLink: null, longTasks: [] };
  window.__metrics = metrics;
  const describe = (source) => {
    const node = source.node;
    if (!(node instanceof Element)) return String(node && node.nodeName || '?');
    const tagged = node.closest('[data-testid]');
    const area = node.closest('[data-remote-module]');
    const text = (node.textContent || '').trim().slice(0, 24);
    const from = source.previousRect, to = source.currentRect;
    const moved = '(' + Math.round(from.x) + ',' + Math.round(from.y) + ' ' + Math.round(from.width) + 'w → ' +
      Math.round(to.x) + ',' + Math.round(to.y) + ' ' + Math.round(to.width) + 'w)';
    return [node.tagName.toLowerCase(), text && JSON.stringify(text), tagged && '[' + tagged.getAttribute('data-testid') + ']',
      area && 'in ' + area.getAttribute('data-remote-module'), moved].filter(Boolean).join(' ');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      metrics.shifts.push({ value: entry.value, nodes: (entry.sources || []).map(describe) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_records, observer) => {
    if (metrics.firstStoryLink !== null || !document.querySelector('a[href^="/story/"]')) return;
    metrics.firstStoryLink = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})();`;

export async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (!profile.network) return;
  const bytesPerSecond = (profile.network.downloadMbps * 1_000_000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

export interface MeasureOptions {
  /** Resolves once the page shows its main content (e.g. the lead story is visible). */
  ready: (page: Page) => Promise<unknown>;
  /** Extra time after `ready` for late arrivals (ads, panels) to move things, default 3 s. */
  settleMs?: number;
  /** Keep observing until this long after navigation (total blocking time's window is 10 s). */
  observeUntilMs?: number;
}

/** The mark the shell sets when its hydration has committed: from then on the header answers a tap. */
export const INTERACTIVE_MARK = 'newsroom:interactive';

interface ScriptTiming {
  url: string;
  startMs: number;
}

/** Splits script bytes at the interactive mark by when each script was requested. */
function splitAtInteractive(
  sizes: { url: string; gzip: number }[],
  timings: ScriptTiming[],
  interactiveMs: number | null,
): { before: number; later: number } {
  const started = new Map(timings.map(({ url, startMs }) => [url, startMs]));
  let before = 0;
  let later = 0;
  for (const { url, gzip } of sizes) {
    const startMs = started.get(url) ?? 0;
    if (interactiveMs === null || startMs < interactiveMs) before += gzip;
    else later += gzip;
  }
  return { before, later };
}

/** Loads `url` in a fresh context of `browser` on `profile` and returns what it measured. */
export async function measurePage(browser: Browser, url: string, profile: Profile, options: MeasureOptions) {
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), profile);
    const scripts: Promise<{ url: string; kind: ScriptKind; gzip: number }>[] = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = response.url();
      const kind = scriptKind(url);
      scripts.push(
        response.body().then(
          (body) => ({ url, kind, gzip: gzipSync(body, { level: 6 }).length }),
          () => ({ url, kind, gzip: 0 }),
        ),
      );
    });
    await page.addInitScript({ content: OBSERVE_IN_PAGE });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await options.ready(page);
    await page.waitForTimeout(options.settleMs ?? 3_000);
    const elapsed = await page.evaluate(() => performance.now());
    if (options.observeUntilMs && elapsed < options.observeUntilMs)
      await page.waitForTimeout(options.observeUntilMs - elapsed);
    const inPage = await page.evaluate(
      (mark) => ({
        ...window.__metrics,
        ttfb: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
        now: performance.now(),
        interactive: performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name),
          )
          .map((entry) => ({ url: entry.name, startMs: entry.startTime })),
      }),
      INTERACTIVE_MARK,
    );
    const sizes = await Promise.all(scripts);
    const byKind = Object.fromEntries(SCRIPT_KINDS.map((kind) => [kind, 0])) as Record<ScriptKind, number>;
    for (const { kind, gzip } of sizes) byKind[kind] += gzip;
    const windowEnd = Math.min(inPage.now, 10_000);
    const split = splitAtInteractive(sizes, inPage.scripts, inPage.interactive);
    return {
      url,
      profile: profile.name,
      jsGzipBytes: sizes.reduce((sum, { gzip }) => sum + gzip, 0),
      jsGzipBytesByKind: byKind,
      jsFiles: sizes.length,
      requests,
      ttfbMs: inPage.ttfb,
      lcpMs: inPage.lcp,
      cls: inPage.shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: [...inPage.shifts].sort((a, b) => b.value - a.value),
      firstStoryLinkMs: inPage.firstStoryLink,
      fcpMs: inPage.fcp,
      tbtMs: totalBlockingTime(inPage.longTasks, inPage.fcp, windowEnd),
      longestTaskMs: longestTaskAfter(inPage.longTasks, inPage.fcp, windowEnd),
      lastLongTaskEndMs: lastLongTaskEnd(inPage.longTasks, inPage.fcp, windowEnd),
      longTasks: inPage.longTasks,
      interactiveMs: inPage.interactive,
      jsGzipBytesBeforeInteractive: split.before,
      jsGzipBytesLater: split.later,
    } satisfies PageMetrics;
  } finally {
    await context.close();
  }
}
