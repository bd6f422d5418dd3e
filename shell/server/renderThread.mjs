// A shell server worker's render thread: it loads the server build's page answerer (the remotes'
// server containers, React) and renders what the main thread's page cache asks of it, so that a
// render (~40 ms of CPU for a story) never stops the main thread answering cached pages
// (decision 155). Messages: in { id, href, origin }; out { type: 'ready', startUpPage } once,
// then { type: 'answer', id, status, headers, body } or { type: 'failed', id, message }.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { logEscapedErrors } from './escapedErrors.mjs';

logEscapedErrors('[shell render thread]');

const { createPageAnswerer } = createRequire(import.meta.url)(workerData.entry);
const answerer = await createPageAnswerer(workerData.options);

parentPort.on('message', async ({ id, href, origin }) => {
  try {
    const response = await answerer.answer(new URL(href), origin);
    const body = new Uint8Array(await response.arrayBuffer());
    const message = { type: 'answer', id, status: response.status, headers: [...response.headers], body };
    parentPort.postMessage(message, [body.buffer]);
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id, message: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ type: 'ready', startUpPage: answerer.startUpPage });
