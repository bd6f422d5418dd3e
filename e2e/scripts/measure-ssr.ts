// `npm run measure:ssr`: how fast the shell's production server answers the public pages: time to
// the first byte and to the first story's text in the HTML, and server render time under 20
// concurrent requests (p50/p95), for /, a story and a category.
//
//   npm run measure:ssr                       # starts its own seeded backend and the portal
//   npm run measure:ssr -- --url http://localhost:3000 [--rounds 10]
//
// Loopback, no throttling: this is the server's own cost. Reported, never asserted.
import { startE2eBackend } from '../support/backend.ts';
import { startPortal } from '../support/portal.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds') ?? 10);
const CONCURRENCY = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Time to the response head, to the first byte of the body containing `text`, and to the end. */
async function timeOne(url: string, text: string | null) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const ttfb = performance.now() - started;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let html = '';
  let textAt: number | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
    if (text && textAt === null && html.includes(text)) textAt = performance.now() - started;
  }
  return { status: response.status, ttfb, textAt, total: performance.now() - started };
}

/** The lead story of the home page; the first renders after a start may miss the time box. */
async function firstStory(base: string): Promise<{ path: string; title: string }> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const html = await (await fetch(base)).text();
    const match = /<h2[^>]*\bid="featured-story-title"[^>]*><a href="(\/story\/[^"]+)"[^>]*>([^<]+)</.exec(html);
    if (match) return { path: match[1], title: match[2] };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no featured story in the server-rendered home page');
}

async function measureRoute(base: string, name: string, path: string, text: string | null) {
  const url = new URL(path, base).href;
  await timeOne(url, text); // warm: the remote's server container is loaded once per process
  const single = [];
  for (let i = 0; i < 5; i += 1) single.push(await timeOne(url, text));
  const totals: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const batch = await Promise.all(Array.from({ length: CONCURRENCY }, () => timeOne(url, null)));
    totals.push(...batch.map((result) => result.total));
  }
  const median = (values: number[]) => percentile(values, 50);
  const textAt = single.map((result) => result.textAt).filter((value): value is number => value !== null);
  console.log(
    `${name.padEnd(9)} ${String(single[0].status).padEnd(4)} TTFB ${median(single.map((r) => r.ttfb))
      .toFixed(1)
      .padStart(6)} ms · ` +
      `first story text ${textAt.length ? `${median(textAt).toFixed(1).padStart(6)} ms` : '     —   '} · ` +
      `${CONCURRENCY} concurrent × ${rounds}: p50 ${median(totals).toFixed(0).padStart(4)} ms, p95 ${percentile(
        totals,
        95,
      )
        .toFixed(0)
        .padStart(4)} ms`,
  );
}

const own = option('--url')
  ? null
  : await (async () => {
      console.log('Starting a seeded backend and the portal from the production builds…');
      const backend = await startE2eBackend();
      // The production time box (the suite's portal waits longer, for busy test machines).
      const portal = await startPortal({
        supabaseUrl: backend.url,
        supabaseAnonKey: backend.anonKey,
        shellEnv: { SSR_TIMEOUT_MS: '1500' },
      });
      return { url: portal.baseURL, stop: async () => (await portal.close(), await backend.stop()) };
    })();
const base = option('--url') ?? own!.url;
try {
  const story = await firstStory(base);
  console.log(`\nServer render, loopback (${CONCURRENCY} concurrent requests, ${rounds} rounds per route):`);
  await measureRoute(base, 'home /', '/', story.title);
  await measureRoute(base, 'story', story.path, story.title);
  await measureRoute(base, 'category', '/category/sports', null);
} finally {
  await own?.stop();
}
