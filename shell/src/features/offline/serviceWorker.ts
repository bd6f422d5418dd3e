// The offline-reading service worker, built to /sw.js (decision 186). It keeps the fronts and
// stories the reader opens or saves, and the images they saw; without a connection it shows them
// with an offline notice, and an offline page for anything else. It never touches scripts, styles,
// the remotes' files or any API call: those always come from the network, so a new deployment
// (the shell's or a remote's) is picked up as without a worker. It also shows breaking alerts sent
// by Web Push (decision 194).
import { SAVED_PAGES_CACHE, type OfflineAnswer, type OfflineRequest } from '@newsroom/shared/offline';
import {
  BOUNDS,
  entriesToEvict,
  IMAGES_CACHE,
  isAnswerFor,
  keptEntry,
  mayKeepResponse,
  OFFLINE_CACHES,
  OPENED_PAGES_CACHE,
  pageKey,
  requestKind,
  SAVED_AT_HEADER,
  saysGone,
  storedResponse,
  TITLE_HEADER,
  wouldOverflow,
  type KeptEntry,
} from './cachePolicy.ts';
import { offlineCopy, offlineNotice, offlinePageHtml, pageTitle, type KeptPageLink } from './offlinePages.ts';
import { alertNotification, openAlert } from './pushNotifications.ts';
import type { FetchEvent, ServiceWorkerScope } from './workerTypes.ts';

const scope = self as unknown as ServiceWorkerScope;
const origin = scope.location.origin;
type CacheName = keyof typeof BOUNDS;

/** A page the 'opened' message names is fetched again only when its kept copy is older than this. */
const REFRESH_AFTER_MS = 60_000;

/** The bookkeeping of every entry of a cache. */
async function keptEntries(cache: Cache): Promise<KeptEntry[]> {
  return Promise.all(
    (await cache.keys()).map(async (request) => keptEntry(request.url, (await cache.match(request)) ?? new Response())),
  );
}

/**
 * Stores a response within its cache's bounds: the oldest out first, except for saved stories,
 * which the reader removes themselves (a save that does not fit is refused: `full`).
 */
async function keep(
  cacheName: CacheName,
  key: string,
  response: Response,
  kind: 'page' | 'image',
): Promise<OfflineAnswer> {
  const bounds = BOUNDS[cacheName];
  if (!mayKeepResponse(response, kind, bounds)) return 'failed';
  const body = await response.arrayBuffer();
  if (body.byteLength > bounds.maxEntryBytes) return 'failed';
  const title = kind === 'page' ? pageTitle(new TextDecoder().decode(body)) : undefined;
  const cache = await caches.open(cacheName);
  const savedAt = Date.now();
  if (cacheName === SAVED_PAGES_CACHE) {
    const entry = { key, savedAt, bytes: body.byteLength };
    if (wouldOverflow(await keptEntries(cache), entry, bounds)) return 'full';
  }
  await cache.put(key, storedResponse(response, body, savedAt, title));
  await Promise.all(entriesToEvict(await keptEntries(cache), bounds).map((evicted) => cache.delete(evicted)));
  return 'done';
}

/** A page as its reader would get it (their edition's cookie, nothing else: sessions live in the page's storage). */
function fetchPage(key: string): Promise<Response> {
  return fetch(key, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
}

/** Deletes a page's kept copies, opened and saved: offline it is then neither shown nor listed. */
async function forgetPage(key: string): Promise<void> {
  await Promise.all([OPENED_PAGES_CACHE, SAVED_PAGES_CACHE].map(async (name) => (await caches.open(name)).delete(key)));
}

/**
 * Whether a page's answer may replace its kept copies: only its own (never a redirect's). When the
 * network says the page is gone (404, 410: a story retracted or spiked), its kept copies go.
 */
async function mayReplaceKept(key: string, response: Response): Promise<boolean> {
  if (!isAnswerFor(response, key, origin)) return false;
  if (!saysGone(response)) return true;
  await forgetPage(key);
  return false;
}

/** Keeps a page in the opened pages, and refreshes its saved copy when it is saved for later. */
async function keepPage(key: string, response: Response): Promise<OfflineAnswer> {
  if (!(await mayReplaceKept(key, response))) return 'failed';
  const kept = await keep(OPENED_PAGES_CACHE, key, response.clone(), 'page');
  const saved = await caches.open(SAVED_PAGES_CACHE);
  if (kept === 'done' && (await saved.match(key))) await keep(SAVED_PAGES_CACHE, key, response, 'page');
  return kept;
}

/** The newest kept copy of a page: opened or saved. */
async function keptPage(key: string): Promise<Response | undefined> {
  const copies = await Promise.all(
    [OPENED_PAGES_CACHE, SAVED_PAGES_CACHE].map(async (name) => (await caches.open(name)).match(key)),
  );
  const savedAt = (copy: Response | undefined) => Number(copy?.headers.get(SAVED_AT_HEADER) ?? -1);
  return copies.sort((a, b) => savedAt(b) - savedAt(a))[0];
}

async function keptPageLinks(): Promise<KeptPageLink[]> {
  const links = new Map<string, KeptPageLink>();
  for (const name of [SAVED_PAGES_CACHE, OPENED_PAGES_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      const title = (await cache.match(request))?.headers.get(TITLE_HEADER);
      if (!links.has(path)) links.set(path, { path, title: title ? decodeURIComponent(title) : path });
    }
  }
  return [...links.values()];
}

async function offlineResponse(key: string | null): Promise<Response> {
  const kept = key ? await keptPage(key) : undefined;
  if (kept) {
    const notice = offlineNotice(Number(kept.headers.get(SAVED_AT_HEADER)), Date.now());
    const headers = new Headers(kept.headers);
    headers.delete('content-length');
    return new Response(offlineCopy(await kept.text(), notice), { status: 200, headers });
  }
  const html = offlinePageHtml(await keptPageLinks());
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Pages: the network first (kept when public), the kept copy or the offline page without one. */
async function answerNavigation(event: FetchEvent): Promise<Response> {
  const key = requestKind(event.request, origin) === 'page' ? pageKey(event.request.url, origin) : null;
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (key) event.waitUntil(keepPage(key, response.clone()));
    return response;
  } catch {
    return offlineResponse(key);
  }
}

/** Image hosts that answered without CORS, while this worker runs. */
const noCorsHosts = new Set<string>();

/** Images: the kept copy first (no data spent twice), else the network, kept when it can be measured. */
async function answerImage(request: Request): Promise<Response> {
  const images = await caches.open(IMAGES_CACHE);
  const kept = await images.match(request.url);
  if (kept) return kept;
  const host = new URL(request.url).host;
  // CORS, so the size is known and the cache bounded; a host without CORS is shown, not kept, and
  // asked plainly from then on (its images are not downloaded twice).
  if (noCorsHosts.has(host)) return fetch(request);
  const response = await fetch(request.url, { mode: 'cors', credentials: 'omit' }).catch(() => {
    if (navigator.onLine) noCorsHosts.add(host);
    return fetch(request);
  });
  await keep(IMAGES_CACHE, request.url, response.clone(), 'image').catch(() => 'failed');
  return response;
}

async function answerMessage(message: OfflineRequest): Promise<OfflineAnswer> {
  const key = pageKey(message.path, origin);
  if (!key) return 'failed';
  if (message.type === 'unsave') {
    await (await caches.open(SAVED_PAGES_CACHE)).delete(key);
    return 'done';
  }
  if (message.type === 'opened') {
    const kept = await (await caches.open(OPENED_PAGES_CACHE)).match(key);
    if (Date.now() - Number(kept?.headers.get(SAVED_AT_HEADER) ?? 0) < REFRESH_AFTER_MS) return 'done';
    return keepPage(key, await fetchPage(key));
  }
  const response = await fetchPage(key);
  if (!(await mayReplaceKept(key, response))) return 'failed';
  return keep(SAVED_PAGES_CACHE, key, response, 'page');
}

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const mine = new Set<string>(OFFLINE_CACHES);
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('offline-') && !mine.has(name)).map((name) => caches.delete(name)),
      );
      // Pages start loading while the worker starts, instead of after it.
      await scope.registration.navigationPreload?.enable();
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate' && request.method === 'GET') {
    event.respondWith(answerNavigation(event));
    return;
  }
  if (requestKind(request, origin) === 'image') event.respondWith(answerImage(request));
});

scope.addEventListener('message', (event) => {
  const message = event.data as OfflineRequest;
  const [port] = event.ports;
  if (!message || typeof message.path !== 'string' || !['opened', 'save', 'unsave'].includes(message.type)) return;
  event.waitUntil(
    answerMessage(message)
      .catch((): OfflineAnswer => 'failed')
      .then((done) => port?.postMessage(done)),
  );
});

// Breaking alerts (decision 194): every push shows a notification (userVisibleOnly); its click
// focuses or opens the story, on this site only.
scope.addEventListener('push', (event) => {
  const { title, options } = alertNotification(event.data?.text() ?? null, origin);
  event.waitUntil(scope.registration.showNotification(title, options));
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAlert(scope.clients, event.notification.data, origin));
});
