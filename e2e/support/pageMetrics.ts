import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from '@playwright/test';
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
}

declare global {
  interface Window {
    __metrics: { lcp: number; shifts: { value: number; nodes: string[] }[]; firstStoryLink: number | null };
  }
}

/**
 * Installed before any page script runs: LCP, layout shifts (without input) and the first story
 * link. Plain JavaScript in a string: a compiled function would carry the compiler's helpers.
 */
const OBSERVE_IN_PAGE = `(() => {
  const metrics = { lcp: 0, shifts: [], firstStoryLink: null };
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

async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
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
}

/** Loads `url` in a fresh context of `browser` on `profile` and returns what it measured. */
export async function measurePage(browser: Browser, url: string, profile: Profile, options: MeasureOptions) {
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), profile);
    const scripts: Promise<{ kind: ScriptKind; gzip: number }>[] = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const kind = scriptKind(response.url());
      scripts.push(
        response.body().then(
          (body) => ({ kind, gzip: gzipSync(body, { level: 6 }).length }),
          () => ({ kind, gzip: 0 }),
        ),
      );
    });
    await page.addInitScript({ content: OBSERVE_IN_PAGE });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await options.ready(page);
    await page.waitForTimeout(options.settleMs ?? 3_000);
    const inPage = await page.evaluate(() => ({
      ...window.__metrics,
      ttfb: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
    }));
    const sizes = await Promise.all(scripts);
    const byKind = Object.fromEntries(SCRIPT_KINDS.map((kind) => [kind, 0])) as Record<ScriptKind, number>;
    for (const { kind, gzip } of sizes) byKind[kind] += gzip;
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
    } satisfies PageMetrics;
  } finally {
    await context.close();
  }
}
