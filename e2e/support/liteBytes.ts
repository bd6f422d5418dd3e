import type { Browser } from '@playwright/test';
import { e2eSupabase } from './supabase.ts';

/** Issue 55's budgets: what a lite page costs on the wire in all (compressed), and its JavaScript. */
export const LITE_BUDGETS = { storyKb: 25, frontKb: 35, jsBytes: 0 } as const;

export interface LiteBytes {
  /** Bytes on the wire of every response the page caused (headers and compressed bodies). */
  transferred: number;
  /** The page's own response (headers and compressed body). */
  document: number;
  /** Bytes of JavaScript responses. */
  js: number;
  /** The URL of each response, with its type. */
  responses: string[];
}

/** Loads `url` in a fresh context without JavaScript and adds up what crossed the network. */
export async function measureLiteBytes(browser: Browser, url: string): Promise<LiteBytes> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const finished: Promise<{ url: string; type: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const all = await Promise.all(finished);
    return {
      transferred: all.reduce((sum, item) => sum + item.bytes, 0),
      document: all.find((item) => item.url === url)?.bytes ?? 0,
      js: all.filter((item) => item.type === 'script').reduce((sum, item) => sum + item.bytes, 0),
      responses: all.map((item) => `${item.type} ${item.url}`),
    };
  } finally {
    await context.close();
  }
}

/** The published story of the seed with the most content (the largest body): the lite budget's worst case. */
export async function largestPublishedStoryId(): Promise<string> {
  const { data, error } = await e2eSupabase()
    .from('news_stories')
    .select('id, body, summary')
    .eq('status', 'published');
  if (error || !data?.length) throw new Error(`no published story: ${error?.message ?? 'none'}`);
  const size = (row: { body: unknown; summary: string | null }) =>
    JSON.stringify(row.body ?? '').length + (row.summary ?? '').length;
  return String(data.reduce((largest, row) => (size(row) > size(largest) ? row : largest)).id);
}
