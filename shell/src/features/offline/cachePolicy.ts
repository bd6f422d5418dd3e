// What the offline-reading worker keeps, what it never keeps, and what it lets go first
// (decision 186). Pure functions of requests, responses and entries: unit-tested without a browser.
import { EDITIONS, editionPath } from '@newsroom/shared/edition-resolver';
import { SAVED_PAGES_CACHE, SAVED_STORIES_MAX } from '@newsroom/shared/offline';

/** The pages the reader opened (the fronts and stories), kept until pushed out by newer ones. */
export const OPENED_PAGES_CACHE = 'offline-pages-v1';
/** The images those pages showed. */
export const IMAGES_CACHE = 'offline-images-v1';
/** Every cache this worker owns: an older version's caches are deleted when it activates. */
export const OFFLINE_CACHES = [OPENED_PAGES_CACHE, IMAGES_CACHE, SAVED_PAGES_CACHE] as const;

export interface CacheBounds {
  /** Most entries kept. */
  maxEntries: number;
  /** Most bytes kept (bodies as stored: uncompressed). */
  maxBytes: number;
  /** A larger single response is not kept at all. */
  maxEntryBytes: number;
}

const MB = 1024 * 1024;

/** A story page is 60–150 KB uncompressed (its HTML and the data it was rendered from). */
export const BOUNDS: Readonly<Record<(typeof OFFLINE_CACHES)[number], CacheBounds>> = {
  [OPENED_PAGES_CACHE]: { maxEntries: 40, maxBytes: 8 * MB, maxEntryBytes: 1 * MB },
  [IMAGES_CACHE]: { maxEntries: 80, maxBytes: 20 * MB, maxEntryBytes: 2 * MB },
  [SAVED_PAGES_CACHE]: { maxEntries: SAVED_STORIES_MAX, maxBytes: 10 * MB, maxEntryBytes: 1 * MB },
};

/** Headers the worker adds to what it stores: when it was saved, its size, its title. */
export const SAVED_AT_HEADER = 'X-Offline-Saved-At';
export const BYTES_HEADER = 'X-Offline-Bytes';
export const TITLE_HEADER = 'X-Offline-Title';

/** A story's id or slug (decision 206); a slug in a script without a Latin form is percent-encoded. */
const STORY_PATH = /^\/story\/[\w%-]{1,400}$/;
const FRONT_PATHS = new Set(['/', ...EDITIONS.map(editionPath)]);

/** The public pages kept offline: the fronts and stories. Never a console, account or auth page. */
export function isOfflinePagePath(pathname: string): boolean {
  return FRONT_PATHS.has(pathname) || STORY_PATH.test(pathname);
}

/**
 * The one key a page is kept under: its path on this origin, no query (`?utm_source=…` variants of
 * one story are one entry, and a hostile page cannot fill the cache with query strings).
 */
export function pageKey(url: string | URL, origin: string): string | null {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin || !isOfflinePagePath(parsed.pathname)) return null;
  return `${origin}${parsed.pathname}`;
}

/** Any credential: such a request is someone's, and its answer is never kept. */
function carriesCredentials(headers: Headers): boolean {
  return headers.has('authorization') || headers.has('apikey') || headers.has('cookie');
}

/** Storage URLs that are someone's (signed or authenticated objects), never public images. */
const PRIVATE_IMAGE_URL = /\/storage\/v1\/object\/(sign|authenticated)\/|[?&]token=/;

/** What of a request decides whether its answer is kept (a navigation's cannot be built outside a browser). */
export type RequestFacts = Pick<Request, 'method' | 'url' | 'headers' | 'mode' | 'destination'>;

/** A request whose answer may be kept: a GET of a public page or image, with no credential. */
export function requestKind(request: RequestFacts, origin: string): 'page' | 'image' | null {
  if (request.method !== 'GET' || carriesCredentials(request.headers)) return null;
  const url = new URL(request.url);
  if (request.mode === 'navigate') return pageKey(url, origin) ? 'page' : null;
  if (request.destination !== 'image' || !/^https?:$/.test(url.protocol)) return null;
  return PRIVATE_IMAGE_URL.test(url.href) ? null : 'image';
}

/** The body's size when the server said it, else null (read from the body then). */
export function declaredBytes(response: Response): number | null {
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/**
 * Whether a response may be kept as a page or an image: a complete public 200 of the right type.
 * Never one the server marks private or no-store, never an opaque one (its size is unknown, so it
 * could not be bounded), never a redirect's or an error's.
 */
export function mayKeepResponse(response: Response, kind: 'page' | 'image', bounds: CacheBounds): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'error') return false;
  if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  if (response.headers.has('set-cookie')) return false;
  const type = response.headers.get('content-type') ?? '';
  if (kind === 'page' ? !type.startsWith('text/html') : !type.startsWith('image/')) return false;
  return (declaredBytes(response) ?? 0) <= bounds.maxEntryBytes;
}

/**
 * Whether `response` is the page kept under `key` itself: never a followed redirect's final page (a
 * sign-in page, another story, the front), which would be kept, shown and listed under this key.
 */
export function isAnswerFor(response: Pick<Response, 'redirected' | 'url'>, key: string, origin: string): boolean {
  return !response.redirected && (response.url === '' || pageKey(response.url, origin) === key);
}

/** The network's word that a page is gone (a story retracted or spiked): its kept copies go too. */
export function saysGone(response: Pick<Response, 'status'>): boolean {
  return response.status === 404 || response.status === 410;
}

export interface KeptEntry {
  key: string;
  savedAt: number;
  bytes: number;
}

/**
 * The entries to delete so that the cache is within its bounds: oldest saved first, until both
 * the count and the bytes fit.
 */
export function entriesToEvict(entries: readonly KeptEntry[], bounds: CacheBounds): string[] {
  const oldestFirst = [...entries].sort((a, b) => a.savedAt - b.savedAt);
  let count = oldestFirst.length;
  let bytes = oldestFirst.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of oldestFirst) {
    if (count <= bounds.maxEntries && bytes <= bounds.maxBytes) break;
    evicted.push(entry.key);
    count -= 1;
    bytes -= entry.bytes;
  }
  return evicted;
}

/**
 * Whether keeping `entry` (replacing one under its key) would take the cache past its bounds: for
 * saved stories, which are refused then rather than pushing out another the reader chose to keep.
 */
export function wouldOverflow(entries: readonly KeptEntry[], entry: KeptEntry, bounds: CacheBounds): boolean {
  const others = entries.filter(({ key }) => key !== entry.key);
  const bytes = others.reduce((sum, other) => sum + other.bytes, entry.bytes);
  return others.length + 1 > bounds.maxEntries || bytes > bounds.maxBytes;
}

/** An entry's bookkeeping, read back from the headers the worker stored it with. */
export function keptEntry(key: string, response: Response): KeptEntry {
  return {
    key,
    savedAt: Number(response.headers.get(SAVED_AT_HEADER)) || 0,
    bytes: Number(response.headers.get(BYTES_HEADER)) || 0,
  };
}

/** A copy of `body` to store, with the original's headers and the worker's bookkeeping. */
export function storedResponse(original: Response, body: ArrayBuffer, savedAt: number, title?: string): Response {
  const headers = new Headers(original.headers);
  headers.set(SAVED_AT_HEADER, String(savedAt));
  headers.set(BYTES_HEADER, String(body.byteLength));
  if (title) headers.set(TITLE_HEADER, encodeURIComponent(title));
  return new Response(body, { status: 200, headers });
}
