import {
  cachedAnswer,
  respondFromCache,
  sharedLifetime,
  toCachedPage,
  type CacheRequest,
  type CachedAnswer,
  type CachedPage,
  type FlatHeaders,
} from './cachedPage.ts';

export interface PageCacheOptions {
  /** Bytes of bodies and headers kept at most; the least recently used entries go first. */
  maxBytes: number;
  /**
   * Freshness while purges cannot arrive (the purge channel is down): each entry is then fresh for
   * this long at most, so a correction is never served stale for longer.
   */
  unpurgedFreshMs: number;
  /** How long a purged entry may still answer while its new render is under way (0: never). */
  purgedStaleMs: number;
  now?: () => number;
}

type Render = () => Promise<Response>;

interface Rendering {
  /** The entry (or, for an answer that may not be kept, the answer read once for every waiter). */
  result: Promise<CachedPage>;
  /** The purge count when it started: a purge after that may have changed what it read. */
  purgesAtStart: number;
}

/** How many recent purges are remembered to judge renders that were under way during them. */
const PURGE_MEMORY = 256;

/**
 * The shell's cache of anonymous public responses (pages, feeds, sitemaps), per worker:
 * - one render per key at a time: requests that miss together wait for the same render;
 * - fresh for the response's s-maxage, then served stale for its stale-while-revalidate while one
 *   render refreshes it in the background;
 * - purged by surrogate key (the keys each response names): a purged entry answers, uncacheable,
 *   only while its new render runs (1 s at most); a render under way when a purge touching its keys
 *   arrives is answered to its waiters (uncacheable) but never kept;
 * - bounded by bytes (least recently used first).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly renderings = new Map<string, Rendering>();
  private readonly recentPurges: ReadonlySet<string>[] = [];
  private purgeCount = 0;
  private bytes = 0;
  private purgeChannelLive = false;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The answer for `key`: from the cache, or from `render` (shared by concurrent misses). */
  async serve(request: Request, key: string, render: Render): Promise<Response> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now < this.freshUntil(entry)) {
      this.touch(key, entry);
      return respondFromCache(request, entry, now, 'HIT');
    }
    // The first reader after a purge waits for the new page; the crowd behind it gets the old one.
    const crowdBehindRender = !entry?.purged || this.renderings.has(key);
    if (entry && now < entry.staleUntil && crowdBehindRender) {
      this.touch(key, entry);
      this.startRendering(key, render).result.catch(() => {});
      return respondFromCache(request, entry, now, 'STALE');
    }
    const page = await this.startRendering(key, render).result;
    const answer = respondFromCache(request, page, this.now(), 'MISS');
    if (page.serverTiming) answer.headers.set('server-timing', page.serverTiming);
    return answer;
  }

  /**
   * The fast path, which builds no Response and starts no render: a fresh entry's answer, or a
   * stale one while its new render is already under way (the crowd behind a purge or an expiry,
   * which would otherwise take the slow path for the whole render); null for everything else.
   */
  fresh(request: CacheRequest, key: string): CachedAnswer | null {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (now < this.freshUntil(entry)) {
      this.touch(key, entry);
      return cachedAnswer(request, entry, now, 'HIT');
    }
    if (now >= entry.staleUntil || !this.renderings.has(key)) return null;
    this.touch(key, entry);
    return cachedAnswer(request, entry, now, 'STALE');
  }

  /**
   * Expires every entry that names one of `keys` ('site' names all). The first request after it
   * waits for a new render; readers arriving while that render runs (1 s at most) get the old page
   * marked `no-store` rather than all waiting at once, and no cache downstream keeps it.
   */
  purge(keys: readonly string[]): number {
    const purged = new Set(keys);
    this.purgeCount += 1;
    this.recentPurges.push(purged);
    if (this.recentPurges.length > PURGE_MEMORY) this.recentPurges.shift();
    // Requests from now on start their own render rather than wait for one that read old data.
    this.renderings.clear();
    const now = this.now();
    let expired = 0;
    for (const [key, entry] of this.entries) {
      if (!intersects(entry.keys, purged)) continue;
      const stale = { ...unshareable(entry), freshUntil: now, staleUntil: now + this.options.purgedStaleMs };
      this.entries.set(key, { ...stale, purged: true });
      expired += 1;
    }
    return expired;
  }

  /** While no purge can arrive, entries stay fresh for `unpurgedFreshMs` at most. */
  setPurgeChannelLive(live: boolean): void {
    this.purgeChannelLive = live;
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private freshUntil(entry: CachedPage): number {
    if (this.purgeChannelLive) return entry.freshUntil;
    return Math.min(entry.freshUntil, entry.storedAt + this.options.unpurgedFreshMs);
  }

  private startRendering(key: string, render: Render): Rendering {
    const current = this.renderings.get(key);
    if (current) return current;
    const rendering: Rendering = {
      purgesAtStart: this.purgeCount,
      result: Promise.resolve()
        .then(render)
        .then((response) => this.keep(key, response, rendering)),
    };
    this.renderings.set(key, rendering);
    const done = () => {
      if (this.renderings.get(key) === rendering) this.renderings.delete(key);
    };
    rendering.result.then(done, done);
    return rendering;
  }

  private async keep(key: string, response: Response, rendering: Rendering): Promise<CachedPage> {
    const lifetime = sharedLifetime(response.headers.get('cache-control'));
    const page = await toCachedPage(response, lifetime ?? { freshMs: 0, staleMs: 0 }, this.now());
    if (!lifetime) return page;
    // It may show what was just purged: its waiters get it, no cache keeps it (nor the CDN).
    if (this.purgedSince(rendering.purgesAtStart, page.keys)) return unshareable(page);
    if (page.size > this.options.maxBytes) return page;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, page);
    this.bytes += page.size;
    this.evict();
    return page;
  }

  private purgedSince(purgeCount: number, keys: ReadonlySet<string>): boolean {
    const missed = this.purgeCount - purgeCount;
    if (missed === 0) return false;
    if (missed > this.recentPurges.length) return true;
    return this.recentPurges.slice(-missed).some((purged) => intersects(keys, purged));
  }

  private touch(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remove(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(key, entry);
    }
  }
}

function unshareable(page: CachedPage): CachedPage {
  const unshared = (headers: FlatHeaders): string[] =>
    headers.flatMap((value, i) => {
      if (i % 2 === 1) return [];
      if (value === 'surrogate-key') return [];
      return [value, value === 'cache-control' ? 'no-store' : headers[i + 1]];
    });
  const pairs = (flat: string[]) => flat.flatMap((name, i) => (i % 2 === 0 ? [[name, flat[i + 1]] as const] : []));
  return {
    ...page,
    headers: pairs(unshared(page.headers.flat())),
    answerHeaders: {
      identity: unshared(page.answerHeaders.identity),
      gzip: unshared(page.answerHeaders.gzip),
      br: unshared(page.answerHeaders.br),
    },
  };
}

function intersects(keys: ReadonlySet<string>, purged: ReadonlySet<string>): boolean {
  if (purged.has('site')) return true;
  for (const key of purged) if (keys.has(key)) return true;
  return false;
}
