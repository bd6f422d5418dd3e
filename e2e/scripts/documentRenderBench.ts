// Part of `npm run bench` (issue 48's figure): the server render of the 5,000-word story (10 photos,
// 5 embeds, 20 subheadings and a table: shared/src/document/largeStory.ts) through the one renderer
// the shell server's render and the feeds use, StoryDocumentView with react-dom/server, as the
// story page renders its body (renderToString, with hydration's markers) and as a feed item
// carries it (renderToStaticMarkup, feedOrigin). p50/p95 of repeated renders after a warm-up, and
// the HTML's size, against the budgets: p50 ≤ 10 ms, HTML ≤ 150 KB. Reported, never asserted.
//   npm run bench:render -w @newsroom/e2e [-- --runs 200]
// (React's production build, as the shell server runs it; the frontend tsconfig for shared's JSX.)
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { largeStoryDocument, LARGE_STORY_WORDS } from '../../shared/src/document/largeStory.ts';
import { StoryDocumentView } from '../../shared/src/document/render/StoryDocumentView.tsx';

const args = process.argv.slice(2);
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 200);
const BUDGET = { p50Ms: 10, htmlKb: 150 };
const PLATFORM = { supabaseUrl: 'https://project.supabase.co', transformations: true };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const check = (ok: boolean) => (ok ? '✓' : '✗');

function bench(label: string, render: () => string): void {
  for (let i = 0; i < 20; i += 1) render(); // warm-up: the JIT, React's first render
  const times: number[] = [];
  let html = '';
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    html = render();
    times.push(performance.now() - started);
  }
  const p50 = percentile(times, 50);
  const kb = Buffer.byteLength(html) / 1024;
  console.log(
    `${label.padEnd(34)} p50 ${p50.toFixed(2)} ms ${check(p50 <= BUDGET.p50Ms)} ≤ ${BUDGET.p50Ms} · ` +
      `p95 ${percentile(times, 95).toFixed(2)} ms · HTML ${kb.toFixed(1)} KB ${check(kb <= BUDGET.htmlKb)} ≤ ${BUDGET.htmlKb}`,
  );
}

const document = largeStoryDocument();
console.log(
  `\nServer render of the ${LARGE_STORY_WORDS.toLocaleString('en-GB')}-word story, ${runs} renders ` +
    `(React ${process.env.NODE_ENV ?? 'development'} build):`,
);
bench('story page body (renderToString)', () =>
  renderToString(createElement(StoryDocumentView, { document, platform: PLATFORM })),
);
bench('feed item (renderToStaticMarkup)', () =>
  renderToStaticMarkup(
    createElement(StoryDocumentView, { document, platform: PLATFORM, feedOrigin: 'https://news.example' }),
  ),
);

// The page also carries the document itself, for hydration (the query cache's dehydrated state).
const jsonKb = Buffer.byteLength(JSON.stringify(document)) / 1024;
console.log(`${'the document as JSON, for hydration'.padEnd(34)} ${jsonKb.toFixed(1)} KB beside the HTML`);
