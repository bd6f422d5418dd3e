// `npm run profile:phone -- [--url http://localhost:3000] [--path /story/…]`: where a phone's long
// tasks go (issue 28). One cold load on the phone profile with Chromium's sampling profiler; each
// long task (the long-task observer's, as `npm run measure` counts them) is printed with the
// scripts and functions that took its time (self time; the profiler adds some). Starts its own
// seeded backend and portal unless --url is given.
import { chromium } from '@playwright/test';
import { startE2eBackend } from '../support/backend.ts';
import { measuringLaunchOptions } from '../support/chromium.mjs';
import { throttle } from '../support/pageMetrics.ts';
import { startPortal } from '../support/portal.ts';
import { PHONE } from '../support/profiles.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{10}\.js$/, '.js') || '(native)';

/**
 * Marks the page's clock in the profile: the sampler's clock is not the page's, so the page spins
 * in a function of known name at a known performance.now() (the profile's samples in it give the
 * offset), and keeps Chromium's long tasks (the same entries the measurement counts).
 */
const IN_PAGE = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__anchorMs = performance.now();
  (function __profileAnchor() { const start = performance.now(); while (performance.now() - start < 10) {} })();
})();`;

interface LongTask {
  startMs: number;
  durationMs: number;
}

/** Self time by function (ms) of the samples inside each long task. */
function longTaskProfiles(profile: CpuProfile, tasks: LongTask[], anchorMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times: number[] = [];
  let at = 0;
  for (const delta of profile.timeDeltas) times.push((at += delta) / 1000);
  const anchorSample = profile.samples.findIndex((id) => byId.get(id)!.callFrame.functionName === '__profileAnchor');
  if (anchorSample < 0) throw new Error('the anchor is not in the profile');
  const offset = times[anchorSample] - anchorMs;
  return tasks.map((task) => {
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const pageMs = times[index] - offset;
      if (pageMs < task.startMs || pageMs > task.startMs + task.durationMs) return;
      const frame = byId.get(id)!.callFrame;
      if (frame.functionName === '(idle)') return;
      const key = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (times[index + 1] ?? times[index]) - times[index]);
    });
    return { ...task, self };
  });
}

async function main(): Promise<void> {
  const own = option('--url')
    ? null
    : await startE2eBackend().then(async (backend) => ({
        backend,
        portal: await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }),
      }));
  const base = option('--url') ?? own!.portal.baseURL;
  const browser = await chromium.launch(measuringLaunchOptions).catch(async (error: unknown) => {
    await own?.portal.close();
    await own?.backend.stop();
    throw error;
  });
  try {
    const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: PHONE.isMobile });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, PHONE);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await page.addInitScript({ content: IN_PAGE });
    await cdp.send('Profiler.start');
    await page.goto(new URL(option('--path') ?? '/', base).href, { waitUntil: 'load' });
    await page.waitForTimeout(5_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const inPage = await page.evaluate(() => {
      const own = window as unknown as { __longTasks: LongTask[]; __anchorMs: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { tasks: own.__longTasks, anchorMs: own.__anchorMs, fcp };
    });
    console.log(`first contentful paint at ${inPage.fcp.toFixed(0)} ms`);
    for (const stretch of longTaskProfiles(profile, inPage.tasks, inPage.anchorMs)) {
      console.log(`\nlong task at ${stretch.startMs.toFixed(0)} ms, ${stretch.durationMs.toFixed(0)} ms:`);
      const byScript = new Map<string, number>();
      for (const [name, ms] of stretch.self) {
        const script = name.split(' ').at(-1)!.replace(/:\d+$/, '');
        byScript.set(script, (byScript.get(script) ?? 0) + ms);
      }
      const scripts = [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(`  by script: ${scripts.map(([script, ms]) => `${script} ${ms.toFixed(0)}`).join(', ')}`);
      const top = [...stretch.self].sort((a, b) => b[1] - a[1]).slice(0, 14);
      for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${name}`);
    }
  } finally {
    await browser.close();
    await own?.portal.close();
    await own?.backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
