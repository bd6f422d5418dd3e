/**
 * Offline reading (decision 186, docs/product/offline-reading.md): what the shell's service worker
 * (/sw.js) and the pages that talk to it agree on. A subpath of its own, not the barrel: the home
 * page carries none of it.
 */

/** A page the reader kept with "Save for later": offline until they remove it, even unopened. */
export const SAVED_PAGES_CACHE = 'offline-saved-v1';

/** The most stories a reader may save (the worker refuses another rather than drop one they chose). */
export const SAVED_STORIES_MAX = 50;

/** What a page asks the worker. `path` is a page of this site (`/story/{id}`). */
export type OfflineRequest =
  { type: 'opened'; path: string } | { type: 'save'; path: string } | { type: 'unsave'; path: string };

/**
 * The worker's answer: `done`, `full` (a save refused: the saved stories are at their bound, and
 * one is removed only by its reader), or `failed` (no worker, no connection, not a page it keeps).
 */
export type OfflineAnswer = 'done' | 'full' | 'failed';

/** How long a page waits for the worker (or for one to start) before it gives up. */
const ANSWER_TIMEOUT_MS = 15_000;

function timeout<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ANSWER_TIMEOUT_MS));
}

/** Asks the active worker (waiting for one the page is still installing) and resolves with its answer. */
export async function askOfflineWorker(request: OfflineRequest): Promise<OfflineAnswer> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return 'failed';
  const worker = container.controller ?? (await Promise.race([container.ready, timeout(null)]))?.active;
  if (!worker) return 'failed';
  const answer = new Promise<OfflineAnswer>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) =>
      resolve(event.data === 'done' || event.data === 'full' ? event.data : 'failed');
    worker.postMessage(request, [channel.port2]);
  });
  return Promise.race([answer, timeout<OfflineAnswer>('failed')]);
}

/** Whether the page at `path` is saved for later on this device. */
export async function isSavedForLater(path: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const saved = await caches.open(SAVED_PAGES_CACHE);
  return (await saved.match(path)) !== undefined;
}

/** Whether this browser can keep pages offline at all (a service worker and the Cache API). */
export function offlineReadingSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}
