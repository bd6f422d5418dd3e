// `npm run bench:editor -w @newsroom/e2e -- [--url http://localhost:3000 --supabase-url … --anon-key … --service-key …]`:
// keystroke to paint while typing into a 5,000-word story in the console's editor (issue 48's
// figure; budget p95 ≤ 50 ms on the desktop profile, the phone profile's printed too). Starts its
// own seeded backend and portal from the production builds (`npm run build` first) unless --url is
// given. Prints, never asserts: a loaded machine's figures say nothing about the code.
import { chromium, type Browser } from '@playwright/test';
import { largeStoryDocument } from '../../shared/src/document/largeStory.ts';
import { startE2eBackend } from '../support/backend.ts';
import { measuringLaunchOptions } from '../support/chromium.mjs';
import { startPortal } from '../support/portal.ts';
import { DESKTOP, PHONE, type Profile } from '../support/profiles.ts';
import { authStorageKey, e2eAdminSupabase, sessionFor } from '../support/supabase.ts';

const BUDGET_P95_MS = 50;
const KEYSTROKES = 100;
const TYPED = 'the council said it would publish the figures next week and readers asked why it took so long ';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/**
 * In the page: each keydown's own timestamp (when the input happened, however busy the page), and
 * the first moment after the next frame: a rAF callback runs just before the frame is painted, a
 * message posted from it runs just after. Their difference is the keystroke's time to paint.
 */
const WATCH_KEYS = `(() => {
  const samples = [];
  window.__keystrokes = samples;
  addEventListener('keydown', (event) => {
    const input = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => samples.push(performance.now() - input);
      channel.port2.postMessage(null);
    });
  }, { capture: true, passive: true });
})();`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function addLargeStory(): Promise<string> {
  const { data, error } = await e2eAdminSupabase()
    .from('news_stories')
    .insert({
      title: `Benchmark: a 5,000-word story ${Date.now()}`,
      body: largeStoryDocument(),
      author: 'Bench Reporter',
      category: 'Feature',
      read_time: '22 min read',
      status: 'draft',
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`could not add the story: ${error?.message}`);
  return String(data.id);
}

async function measure(browser: Browser, base: string, storyId: string, profile: Profile): Promise<number[]> {
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile });
  try {
    const page = await context.newPage();
    const session = await sessionFor('editor');
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [authStorageKey(), session]);
    await page.addInitScript({ content: WATCH_KEYS });
    await page.goto(new URL(`/blog-management?tab=stories&story=${storyId}`, base).href);
    const text = page.getByRole('textbox', { name: 'Story text' });
    await text.waitFor({ timeout: 120_000 });
    // Halfway down the story, at the end of a paragraph, as a writer adding a sentence would be.
    const paragraph = text.locator('p').nth(50);
    await paragraph.scrollIntoViewIfNeeded();
    await paragraph.click();
    await page.keyboard.press('End');
    const cdp = await context.newCDPSession(page);
    if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes.splice(0));
    for (let index = 0; index < KEYSTROKES; index += 1) {
      await page.keyboard.press(TYPED[index % TYPED.length] === ' ' ? 'Space' : TYPED[index % TYPED.length]!);
      // One keystroke at a time: the next waits for the last one's paint, as a quick typist's would not.
      await page.waitForFunction(
        (count) => (window as unknown as { __keystrokes: number[] }).__keystrokes.length > count,
        index,
      );
    }
    return await page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const backend = option('--url') ? null : await startE2eBackend();
  if (backend) {
    process.env.E2E_SUPABASE_URL = backend.url;
    process.env.E2E_SUPABASE_ANON_KEY = backend.anonKey;
    process.env.E2E_SERVICE_ROLE_KEY = backend.serviceRoleKey;
  } else {
    process.env.E2E_SUPABASE_URL = option('--supabase-url');
    process.env.E2E_SUPABASE_ANON_KEY = option('--anon-key');
    process.env.E2E_SERVICE_ROLE_KEY = option('--service-key');
  }
  const portal = backend ? await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }) : null;
  const base = option('--url') ?? portal!.baseURL;
  const browser = await chromium.launch(measuringLaunchOptions);
  try {
    const storyId = await addLargeStory();
    console.log(
      `Keystroke to paint, ${KEYSTROKES} keys typed into a 5,000-word story in the console (budget p95 ≤ ${BUDGET_P95_MS} ms on desktop):`,
    );
    for (const profile of [DESKTOP, PHONE]) {
      const samples = await measure(browser, base, storyId, profile);
      const p50 = percentile(samples, 50);
      const p95 = percentile(samples, 95);
      const verdict = profile === DESKTOP ? (p95 <= BUDGET_P95_MS ? 'within budget' : 'OVER BUDGET') : 'printed only';
      const cpu = profile.cpuSlowdown > 1 ? `, CPU ${profile.cpuSlowdown}x slower` : '';
      console.log(
        `  ${profile.name}${cpu}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (${verdict})`,
      );
    }
  } finally {
    await browser.close();
    await portal?.close();
    await backend?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
