// `npm run bench:fronts -w @newsroom/e2e`: issue 51's "open pages updated ≤ 2 s" figure (decision
// 198). Starts a seeded backend and the built portal (run `npm run build` first), opens the
// International front in Chromium, and once its realtime channel for front_signals is subscribed,
// publishes 20 new versions through supabase-js as the editor (each with one more curated
// container), timing each from the publish request to the container's title on the open page.
// Prints p50/p95/max beside the budget. Not a test: times depend on the machine, so it never fails
// on them; the versions it publishes are removed at the end.
import { chromium } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { startE2eBackend } from '../support/backend.ts';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { assertBuilt, startPortal } from '../support/portal.ts';
import { e2eSupabase } from '../support/supabase.ts';

const PUBLISHES = Number(process.env.FRONT_BENCH_PUBLISHES ?? 20);
const BUDGET_MS = 2_000;
const EDITION = 'international';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

assertBuilt();
const backend = await startE2eBackend();
const portal = await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, shellWorkers: 1 });
process.env.E2E_SUPABASE_URL = backend.url;
process.env.E2E_SUPABASE_ANON_KEY = backend.anonKey;
const browser = await chromium.launch(chromiumLaunchOptions);
const editor = e2eSupabase();
let base = 0;
try {
  await editor.auth.signInWithPassword(ACCOUNTS.editor);
  const { data: loaded } = await editor.rpc('front_for_editing', { edition: EDITION });
  const front = loaded as { version: number; containers: unknown[] };
  base = front.version;
  const { data: stories } = await editor
    .from('news_stories')
    .select('id')
    .eq('status', 'published')
    .order('published_at', { ascending: true })
    .limit(1);
  const storyId = (stories as { id: string }[])[0]?.id;

  const page = await browser.newPage();
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('front_signals') && frame.includes('Subscribed to PostgreSQL')) resolve();
      }),
    ),
  );
  await page.goto(new URL(`/${EDITION}`, portal.baseURL).href);
  await subscribed;

  const latencies: number[] = [];
  for (let i = 0; i < PUBLISHES; i += 1) {
    const title = `Bench container ${i} ${Date.now()}`;
    const started = Date.now();
    const { error } = await editor.rpc('publish_front', {
      edition: EDITION,
      base_version: base + i,
      containers: [
        ...front.containers,
        { title, kind: 'curated', layout: 'row-4', card_limit: 4, cards: [{ story_id: storyId }] },
      ],
    });
    if (error) throw new Error(`publish ${i}: ${error.message}`);
    await page.waitForFunction((text) => document.body.innerText.includes(text), title, {
      polling: 'raf',
      timeout: 30_000,
    });
    latencies.push(Date.now() - started);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `publish to an open front page (${PUBLISHES} publishes, /${EDITION}): p50 ${percentile(sorted, 50)} ms, ` +
      `p95 ${p95} ms, max ${sorted.at(-1)} ms; budget p95 ≤ ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'within' : 'over'}`,
  );
} finally {
  await editor.from('fronts').delete().eq('edition', EDITION).gt('version', base);
  await browser.close();
  await portal.close();
  await backend.stop();
}
process.exit(0);
