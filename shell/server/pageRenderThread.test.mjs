// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startRenderThread } from './pageRenderThread.mjs';

/**
 * A server build's entry whose pages say which thread rendered them; `/exit` stops the thread,
 * `/stuck` blocks its loop, `/throws` fails outside the answerer's own error handling.
 */
function fakeEntry() {
  const entry = join(mkdtempSync(join(tmpdir(), 'render-thread-')), 'index.js');
  writeFileSync(
    entry,
    `const { threadId } = require('node:worker_threads');
exports.createPageAnswerer = async (options) => ({
  startUpPage: '<!doctype html><p>start-up page of ' + options.siteName + '</p>',
  async answer(url, origin) {
    if (url.pathname === '/exit') process.exit(3);
    if (url.pathname === '/stuck') for (;;);
    if (url.pathname === '/throws') throw new Error('broken chrome');
    return new Response('<p>' + origin + url.pathname + ' on thread ' + threadId + '</p>', {
      status: url.pathname === '/missing' ? 404 : 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Surrogate-Key': 'site row:1' },
    });
  },
});`,
  );
  return entry;
}

const ORIGIN = 'http://localhost:3000';
const page = (path) => new URL(path, ORIGIN);

describe('the render thread', () => {
  let thread;
  afterEach(() => thread?.close());

  function start(answerTimeoutMs = 10_000) {
    thread = startRenderThread({ entry: fakeEntry(), rendererOptions: { siteName: 'Test' }, answerTimeoutMs });
    return thread;
  }

  it('renders off the main thread and hands back status, headers and body', async () => {
    start();
    const [home, missing] = await Promise.all([
      thread.answer(page('/'), ORIGIN),
      thread.answer(page('/missing'), ORIGIN),
    ]);
    expect(home.status).toBe(200);
    expect(home.headers.get('surrogate-key')).toBe('site row:1');
    expect(await home.text()).toMatch(/^<p>http:\/\/localhost:3000\/ on thread [1-9]\d*<\/p>$/);
    expect(missing.status).toBe(404);
  });

  it('answers a render that throws with the start-up page, and goes on rendering', async () => {
    start();
    await thread.answer(page('/'), ORIGIN);
    const failed = await thread.answer(page('/throws'), ORIGIN);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.text()).toContain('start-up page of Test');
    expect((await thread.answer(page('/'), ORIGIN)).status).toBe(200);
  });

  it('replaces a thread that stops, answering its renders with the start-up page meanwhile', async () => {
    start();
    const before = await (await thread.answer(page('/'), ORIGIN)).text();
    const stopped = await thread.answer(page('/exit'), ORIGIN);
    expect(stopped.status).toBe(500);
    expect(await stopped.text()).toContain('start-up page of Test');
    const during = await thread.answer(page('/'), ORIGIN);
    expect([200, 503]).toContain(during.status);
    await expect.poll(async () => (await thread.answer(page('/'), ORIGIN)).status, { timeout: 15_000 }).toBe(200);
    const after = await (await thread.answer(page('/'), ORIGIN)).text();
    expect(after).not.toBe(before);
  }, 30_000);

  it('abandons a render that blocks the thread: 503 with Retry-After, and a new thread renders', async () => {
    // Long enough for a thread to start on a busy machine, so that only /stuck is past it.
    start(2_000);
    expect((await thread.answer(page('/'), ORIGIN)).status).toBe(200);
    const stuck = await thread.answer(page('/stuck'), ORIGIN);
    expect(stuck.status).toBe(503);
    expect(stuck.headers.get('retry-after')).toBe('5');
    await expect.poll(async () => (await thread.answer(page('/'), ORIGIN)).status, { timeout: 15_000 }).toBe(200);
  }, 30_000);
});
