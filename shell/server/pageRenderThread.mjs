// The main thread's side of the render thread (renderThread.mjs): each page the cache misses is
// rendered there and comes back as a Response. A thread that stops is replaced; one that does
// not answer in time is taken for stuck and replaced too. Meanwhile readers get the start-up page
// (rendered in the browser), never a request that hangs.
import { Worker } from 'node:worker_threads';

const THREAD_FILE = new URL('./renderThread.mjs', import.meta.url);
/** Pause before a stopped thread is replaced: a thread that cannot start must not spin a core. */
const RESTART_DELAY_MS = 1_000;
/** How long a CDN or crawler should wait before asking again (as failedRenderResponse says). */
const RETRY_AFTER_SECONDS = 5;

/**
 * @param {object} options
 * @param {string} options.entry the server build's entry (dist/server/index.js)
 * @param {object} options.rendererOptions what createPageAnswerer takes (structured-cloneable)
 * @param {number} options.answerTimeoutMs past this, a render is abandoned and its thread replaced
 * @returns {{ answer(url: URL, origin: string): Promise<Response>, close(): Promise<void> }}
 */
export function startRenderThread({ entry, rendererOptions, answerTimeoutMs }) {
  /** @type {Map<number, { resolve(response: Response): void, timer: NodeJS.Timeout }>} */
  const pending = new Map();
  let nextId = 0;
  let startUpPage = null;
  let closed = false;
  let thread = spawn();

  /** The answer when the thread could not render: the start-up page, never kept by a cache. */
  function failedAnswer(status) {
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
    if (status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
    const body = startUpPage ?? 'This page could not be rendered. Please try again.';
    if (!startUpPage) headers['Content-Type'] = 'text/plain; charset=utf-8';
    return new Response(body, { status, headers });
  }

  function settle(id, response) {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    clearTimeout(request.timer);
    request.resolve(response);
  }

  function onMessage(message) {
    if (message.type === 'ready') startUpPage = message.startUpPage;
    else if (message.type === 'answer') {
      settle(message.id, new Response(message.body, { status: message.status, headers: message.headers }));
    } else if (message.type === 'failed') {
      console.error('[shell] the render thread failed to answer', message.message);
      settle(message.id, failedAnswer(500));
    }
  }

  function spawn() {
    const worker = new Worker(THREAD_FILE, { workerData: { entry, options: rendererOptions } });
    // Never what keeps the process alive: shutdown is the server's to decide.
    worker.unref();
    worker.on('message', onMessage);
    worker.on('error', (error) => console.error('[shell] the render thread stopped on an error', error));
    worker.on('exit', (code) => {
      if (worker !== thread) return;
      thread = null;
      for (const id of [...pending.keys()]) settle(id, failedAnswer(500));
      if (closed) return;
      console.error(`[shell] the render thread stopped (exit code ${code}); starting another`);
      setTimeout(() => {
        if (!closed) thread = spawn();
      }, RESTART_DELAY_MS).unref();
    });
    return worker;
  }

  /** A render past its time: the thread's own time box did not answer, so its loop is stuck. */
  function abandon(id, worker) {
    settle(id, failedAnswer(503));
    if (worker !== thread) return;
    console.error(`[shell] a render took over ${answerTimeoutMs} ms: replacing the render thread`);
    void worker.terminate();
  }

  return {
    answer(url, origin) {
      if (!thread) return Promise.resolve(failedAnswer(503));
      const worker = thread;
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => abandon(id, worker), answerTimeoutMs);
        pending.set(id, { resolve, timer });
        worker.postMessage({ id, href: url.href, origin });
      });
    },
    async close() {
      closed = true;
      await thread?.terminate();
    },
  };
}
