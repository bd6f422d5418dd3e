import { SAVED_PAGES_CACHE } from '@newsroom/shared/offline';
import {
  BOUNDS,
  entriesToEvict,
  IMAGES_CACHE,
  isAnswerFor,
  isOfflinePagePath,
  keptEntry,
  mayKeepResponse,
  OPENED_PAGES_CACHE,
  pageKey,
  requestKind,
  storedResponse,
  wouldOverflow,
  type RequestFacts,
} from './cachePolicy.ts';
import type { ExtendableEvent, ExtendableMessageEvent, FetchEvent } from './workerTypes.ts';

const ORIGIN = 'https://chronicle.example';
const pages = BOUNDS[OPENED_PAGES_CACHE];
const images = BOUNDS[IMAGES_CACHE];

function navigation(path: string, headers: Record<string, string> = {}): RequestFacts {
  return {
    method: 'GET',
    url: `${ORIGIN}${path}`,
    headers: new Headers(headers),
    mode: 'navigate',
    destination: 'document',
  };
}

function image(url: string, headers: Record<string, string> = {}): RequestFacts {
  return { method: 'GET', url, headers: new Headers(headers), mode: 'no-cors', destination: 'image' };
}

function html(headers: Record<string, string> = {}, status = 200): Response {
  return new Response('<html></html>', { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
}

describe('what is kept', () => {
  it('keeps the fronts and stories the reader opens', () => {
    const arabic = `/story/${encodeURIComponent('مرحبا-بالعالم')}`;
    for (const path of [
      '/',
      '/uk',
      '/zimbabwe',
      '/international',
      '/story/a1000000-0000-0000-0000-000000000049',
      arabic,
    ]) {
      expect(requestKind(navigation(path), ORIGIN)).toBe('page');
    }
    expect(mayKeepResponse(html({ 'Cache-Control': 'public, max-age=60' }), 'page', pages)).toBe(true);
  });

  it('keeps public images, from this site or another host', () => {
    expect(requestKind(image(`${ORIGIN}/logo.png`), ORIGIN)).toBe('image');
    const storage = 'https://db.example/storage/v1/render/image/public/stories/a.jpg?width=640';
    expect(requestKind(image(storage), ORIGIN)).toBe('image');
    const jpeg = new Response(new Uint8Array(10), {
      headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '10' },
    });
    expect(mayKeepResponse(jpeg, 'image', images)).toBe(true);
  });

  it('keeps one entry per page whatever its query string', () => {
    expect(pageKey(`${ORIGIN}/story/abc?utm_source=x`, ORIGIN)).toBe(`${ORIGIN}/story/abc`);
    expect(pageKey(`${ORIGIN}/story/abc?utm_source=y`, ORIGIN)).toBe(`${ORIGIN}/story/abc`);
  });
});

describe('what is never kept', () => {
  it('never a console, account, auth or other page', () => {
    for (const path of [
      '/admin',
      '/blog-management',
      '/auth',
      '/account',
      '/search',
      '/lite',
      '/story/a/b',
      '/story/',
    ]) {
      expect(isOfflinePagePath(path), path).toBe(false);
      expect(requestKind(navigation(path), ORIGIN), path).toBeNull();
    }
  });

  it('never a request with a credential', () => {
    expect(requestKind(navigation('/', { Authorization: 'Bearer user-token' }), ORIGIN)).toBeNull();
    expect(requestKind(image(`${ORIGIN}/logo.png`, { Authorization: 'Bearer user-token' }), ORIGIN)).toBeNull();
    expect(requestKind(image(`${ORIGIN}/logo.png`, { apikey: 'anon' }), ORIGIN)).toBeNull();
  });

  it('never an API call, script or style, nor a page of another site', () => {
    const api = (url: string, destination: RequestDestination): RequestFacts => ({
      method: 'GET',
      url,
      headers: new Headers(),
      mode: 'cors',
      destination,
    });
    expect(requestKind(api('https://db.example/rest/v1/stories?select=*', ''), ORIGIN)).toBeNull();
    expect(requestKind(api('https://db.example/auth/v1/user', ''), ORIGIN)).toBeNull();
    expect(requestKind(api(`${ORIGIN}/static/js/index.js`, 'script'), ORIGIN)).toBeNull();
    expect(requestKind(api('https://reader.example/remoteEntry.js', 'script'), ORIGIN)).toBeNull();
    expect(requestKind(api(`${ORIGIN}/static/css/a.css`, 'style'), ORIGIN)).toBeNull();
    expect(pageKey('https://elsewhere.example/story/abc', ORIGIN)).toBeNull();
  });

  it('never a POST, nor a signed or authenticated storage object', () => {
    expect(requestKind({ ...navigation('/'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(requestKind(image('https://db.example/storage/v1/object/sign/private/a.jpg?token=x'), ORIGIN)).toBeNull();
    expect(requestKind(image('https://db.example/storage/v1/object/authenticated/private/a.jpg'), ORIGIN)).toBeNull();
  });

  it('never a private, no-store, cookie-setting, failed, opaque or mistyped answer', () => {
    expect(mayKeepResponse(html({ 'Cache-Control': 'private, max-age=0' }), 'page', pages)).toBe(false);
    expect(mayKeepResponse(html({ 'Cache-Control': 'no-store' }), 'page', pages)).toBe(false);
    expect(mayKeepResponse(html({ 'Set-Cookie': 'sb=1' }), 'page', pages)).toBe(false);
    expect(mayKeepResponse(html({}, 404), 'page', pages)).toBe(false);
    expect(mayKeepResponse(html({}, 503), 'page', pages)).toBe(false);
    const opaque = { ...html(), type: 'opaque' } as Response;
    expect(mayKeepResponse(opaque, 'page', pages)).toBe(false);
    expect(mayKeepResponse(html(), 'image', images)).toBe(false);
    const json = new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    expect(mayKeepResponse(json, 'page', pages)).toBe(false);
  });

  it('never an answer larger than one entry may be', () => {
    const large = html({ 'Content-Length': String(pages.maxEntryBytes + 1) });
    expect(mayKeepResponse(large, 'page', pages)).toBe(false);
  });
});

describe('eviction', () => {
  const bounds = { maxEntries: 3, maxBytes: 1000, maxEntryBytes: 1000 };
  const entry = (key: string, savedAt: number, bytes = 100) => ({ key, savedAt, bytes });

  it('lets the oldest go first when there are too many', () => {
    const entries = [entry('c', 30), entry('a', 10), entry('e', 50), entry('b', 20), entry('d', 40)];
    expect(entriesToEvict(entries, bounds)).toEqual(['a', 'b']);
  });

  it('lets the oldest go until the bytes fit', () => {
    const entries = [entry('new', 30, 500), entry('old', 10, 400), entry('mid', 20, 300)];
    expect(entriesToEvict(entries, bounds)).toEqual(['old']);
  });

  it('keeps everything within its bounds', () => {
    expect(entriesToEvict([entry('a', 1), entry('b', 2), entry('c', 3)], bounds)).toEqual([]);
  });

  it('bounds a cache a hostile page fills with large entries', () => {
    const flood = Array.from({ length: 500 }, (_, index) => entry(`/story/${index}`, index, pages.maxEntryBytes));
    const evicted = new Set(entriesToEvict(flood, pages));
    const left = flood.filter(({ key }) => !evicted.has(key));
    expect(left.length).toBeLessThanOrEqual(pages.maxEntries);
    expect(left.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThanOrEqual(pages.maxBytes);
    expect(left.map(({ savedAt }) => savedAt)).toEqual(
      Array.from({ length: left.length }, (_, i) => 500 - left.length + i),
    );
  });

  it('states bounds for every cache, saved stories included', () => {
    expect(Object.keys(BOUNDS).sort()).toEqual([IMAGES_CACHE, OPENED_PAGES_CACHE, SAVED_PAGES_CACHE].sort());
    for (const bound of Object.values(BOUNDS)) {
      expect(bound.maxEntries).toBeGreaterThan(0);
      expect(bound.maxEntryBytes).toBeLessThanOrEqual(bound.maxBytes);
    }
  });

  it('refuses a saved story past the bounds instead of pushing out another the reader saved', () => {
    const full = [entry('a', 1), entry('b', 2), entry('c', 3)];
    expect(wouldOverflow(full, entry('d', 4), bounds)).toBe(true);
    // Saving one again replaces it: no overflow.
    expect(wouldOverflow(full, entry('b', 4), bounds)).toBe(false);
    expect(wouldOverflow([entry('a', 1, 900)], entry('d', 4, 200), bounds)).toBe(true);
    expect(wouldOverflow([entry('a', 1, 800)], entry('d', 4, 200), bounds)).toBe(false);
  });

  it('reads back when an entry was saved and its size', async () => {
    const stored = storedResponse(html(), new TextEncoder().encode('<p>story</p>').buffer, 1234, 'A “title”');
    expect(keptEntry('k', stored)).toEqual({ key: 'k', savedAt: 1234, bytes: 12 });
    expect(await stored.text()).toBe('<p>story</p>');
  });
});

/** The Cache API as far as the worker uses it, in memory. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private static url(key: RequestInfo | URL): string {
    return typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;
  }
  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(MemoryCache.url(key))?.clone();
  }
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(MemoryCache.url(key), response);
  }
  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(MemoryCache.url(key));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

describe('the worker', () => {
  type Listener = (event: ExtendableEvent) => void;
  const listeners = new Map<string, Listener>();
  let stores: Map<string, MemoryCache>;
  let pending: Promise<unknown>[];
  const STORY = '/story/a1000000-0000-0000-0000-000000000049';
  const KEY = `${ORIGIN}${STORY}`;

  const store = (name: string) => {
    const cache = stores.get(name) ?? new MemoryCache();
    stores.set(name, cache);
    return cache;
  };
  const storyHtml = (status = 200) =>
    new Response('<html><head><title>Minister resigns</title></head><body><p>story</p></body></html>', {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    });
  /** A followed redirect's final answer, as a browser's fetch gives it. */
  const redirectedTo = (path: string) =>
    Object.defineProperties(storyHtml(), { redirected: { value: true }, url: { value: `${ORIGIN}${path}` } });
  const settled = async () => {
    while (pending.length) await Promise.all(pending.splice(0));
  };

  async function navigate(path: string, answer: Promise<Response>): Promise<Response> {
    let responded: Response | Promise<Response> | undefined;
    const event = {
      request: {
        method: 'GET',
        url: `${ORIGIN}${path}`,
        headers: new Headers(),
        mode: 'navigate',
        destination: 'document',
      },
      preloadResponse: answer,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (response: Response | Promise<Response>) => (responded = response),
    } as unknown as FetchEvent;
    listeners.get('fetch')?.(event);
    const response = await responded;
    await settled();
    if (!response) throw new Error('the worker did not answer the navigation');
    return response;
  }

  async function ask(type: 'opened' | 'save', path: string): Promise<unknown> {
    let answer: unknown;
    const event = {
      data: { type, path },
      ports: [{ postMessage: (data: unknown) => (answer = data) }],
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    } as unknown as ExtendableMessageEvent;
    listeners.get('message')?.(event);
    await settled();
    return answer;
  }

  /** The story kept in the opened pages and saved for later, as the worker stores them. */
  async function keptAndSaved() {
    for (const name of [OPENED_PAGES_CACHE, SAVED_PAGES_CACHE]) {
      const body = await storyHtml().arrayBuffer();
      await store(name).put(KEY, storedResponse(storyHtml(), body, Date.now() - 3_600_000, 'Minister resigns'));
    }
  }

  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  beforeAll(async () => {
    const scope = {
      location: new URL(ORIGIN),
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    };
    vi.stubGlobal('self', scope);
    await import('./serviceWorker.ts');
  });

  beforeEach(() => {
    stores = new Map();
    pending = [];
    vi.stubGlobal('caches', { open: async (name: string) => store(name) });
    vi.stubGlobal('fetch', offline);
  });

  it.each([404, 410])(
    'forgets a kept and saved story the network answers %i for (retracted or spiked): offline it is neither shown nor listed',
    async (status) => {
      await keptAndSaved();
      const answer = await navigate(STORY, Promise.resolve(storyHtml(status)));
      expect(answer.status).toBe(status);
      expect(store(OPENED_PAGES_CACHE).entries.has(KEY)).toBe(false);
      expect(store(SAVED_PAGES_CACHE).entries.has(KEY)).toBe(false);

      const offlineAnswer = await navigate(STORY, offline());
      expect(offlineAnswer.status).toBe(503);
      const page = await offlineAnswer.text();
      expect(page).not.toContain('Minister resigns');
      expect(page).not.toContain(STORY);
    },
  );

  it('forgets a story taken down when the page names it or the reader saves it again', async () => {
    vi.stubGlobal('fetch', async () => storyHtml(410));
    await keptAndSaved();
    expect(await ask('opened', STORY)).toBe('failed');
    expect(store(OPENED_PAGES_CACHE).entries.size + store(SAVED_PAGES_CACHE).entries.size).toBe(0);
    await keptAndSaved();
    expect(await ask('save', STORY)).toBe('failed');
    expect(store(OPENED_PAGES_CACHE).entries.size + store(SAVED_PAGES_CACHE).entries.size).toBe(0);
  });

  it('still keeps a story the network answers 200 for, and shows it offline', async () => {
    await navigate(`${STORY}?utm_source=x`, Promise.resolve(storyHtml()));
    expect(store(OPENED_PAGES_CACHE).entries.has(KEY)).toBe(true);
    const offlineAnswer = await navigate(STORY, offline());
    expect(offlineAnswer.status).toBe(200);
    expect(await offlineAnswer.text()).toContain('You are offline');
  });

  it("keeps a page only when the answer is its own, never a redirect's", async () => {
    for (const target of ['/auth', '/story/another-story']) {
      vi.stubGlobal('fetch', async () => redirectedTo(target));
      expect(await ask('opened', STORY), target).toBe('failed');
      expect(await ask('save', STORY), target).toBe('failed');
      expect(store(OPENED_PAGES_CACHE).entries.size, target).toBe(0);
      expect(store(SAVED_PAGES_CACHE).entries.size, target).toBe(0);
    }
    // The page's own answer, whatever its query string, is its own.
    expect(isAnswerFor({ redirected: false, url: `${KEY}?utm_source=x` }, KEY, ORIGIN)).toBe(true);
    expect(isAnswerFor({ redirected: false, url: `${ORIGIN}/auth` }, KEY, ORIGIN)).toBe(false);
    // A redirect to a kept page does not replace, nor delete, the copy already kept.
    await keptAndSaved();
    const kept = await (await store(SAVED_PAGES_CACHE).match(KEY))?.text();
    vi.stubGlobal('fetch', async () => redirectedTo('/'));
    expect(await ask('save', STORY)).toBe('failed');
    expect(await (await store(SAVED_PAGES_CACHE).match(KEY))?.text()).toBe(kept);
  });
});
