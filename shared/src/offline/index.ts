/**
 * Offline reading (decision 186, docs/product/offline-reading.md): what the shell's service worker
 * (/sw.js) and the pages that talk to it agree on. A subpath of its own, not the barrel: the home
 * page carries none of it.
 */

/** A page the reader kept with "Save for later": offline until they remove it, even unopened. */
export const SAVED_PAGES_CACHE = 'offline-saved-v1';

/** What a page asks the worker. `path` is a page of this site (`/story/{id}`). */
export type OfflineRequest =
  { type: 'opened'; path: string } | { type: 'save'; path: string } | { type: 'unsave'; path: string };

/** How long a page waits for the worker's answer before it gives up. */
const ANSWER_TIMEOUT_MS = 15_000;

/**
 * Asks the active worker and resolves with its answer (true: done), or false when there is no
 * worker (no support, blocked, not yet installed) or it did not answer in time.
 */
export async function askOfflineWorker(request: OfflineRequest): Promise<boolean> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const worker = container?.controller ?? (await container?.getRegistration())?.active;
  if (!worker) return false;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<boolean>) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    worker.postMessage(request, [channel.port2]);
  });
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
