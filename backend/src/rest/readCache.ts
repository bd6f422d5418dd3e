/**
 * A short-lived cache in front of anonymous PostgREST reads (decision 130). One PGlite connection
 * runs one query at a time, so a crowd of readers asking the same few questions queues behind
 * itself; here N identical concurrent misses share one query, and its answer serves identical
 * requests for `ttlMs` more.
 *
 * Correctness rests on three rules:
 * - only answers that cannot differ between callers are cached: the route decides (anon role,
 *   table reads), and the key is the whole request (path, query, and every header the answer
 *   depends on, the API key and bearer included);
 * - every write the backend performs calls invalidate() before its answer leaves, and a query
 *   that started before an invalidation is neither stored nor joined afterwards, so a client
 *   that saw its write acknowledged never reads the state before it;
 * - entries live `ttlMs` from the moment their query started, which bounds how stale a time-based
 *   filter (`published_at <= now()`) or a write the backend did not see can be.
 */
export interface CachedAnswer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

export interface ReadCacheOptions {
  /** How long an answer may be served after its query started; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (oldest dropped first). */
  maxEntries?: number;
  now?: () => number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  coalesced: number;
  invalidations: number;
}

interface Entry<T> {
  answer: T;
  expiresAt: number;
}

export class ReadCache<T extends CachedAnswer = CachedAnswer> {
  readonly stats: ReadCacheStats = { hits: 0, misses: 0, coalesced: 0, invalidations: 0 };
  private readonly entries = new Map<string, Entry<T>>();
  private inFlight = new Map<string, Promise<T>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions) {
    this.ttlMs = Math.max(0, options.ttlMs);
    this.maxEntries = options.maxEntries ?? 2000;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached answer for key, the answer of an identical query already running, or compute()'s. */
  read(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.stats.hits += 1;
      return Promise.resolve(entry.answer);
    }
    if (entry) this.entries.delete(key);
    const running = this.inFlight.get(key);
    if (running) {
      this.stats.coalesced += 1;
      return running;
    }
    this.stats.misses += 1;
    return this.start(key, compute);
  }

  /** Forget every answer: something the backend wrote may be in any of them. */
  invalidate(): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    this.entries.clear();
    // Queries already running finish for the callers that joined them, but nobody new joins.
    this.inFlight = new Map();
  }

  get size(): number {
    return this.entries.size;
  }

  private start(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const startedAt = this.now();
    const inFlight = this.inFlight;
    const promise = compute().then(
      (answer) => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
        if (answer.status === 200 && generation === this.generation) this.store(key, answer, startedAt);
        return answer;
      },
      (error: unknown) => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
        throw error;
      },
    );
    inFlight.set(key, promise);
    return promise;
  }

  private store(key: string, answer: T, startedAt: number): void {
    const expiresAt = startedAt + this.ttlMs;
    if (expiresAt <= this.now()) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { answer, expiresAt });
  }
}

/** The request headers an answer can depend on; everything else (cookies, user agent) is not read. */
export const KEY_HEADERS = ['accept', 'accept-profile', 'prefer', 'range', 'apikey', 'authorization'] as const;

export function readCacheKey(method: string, url: string, header: (name: string) => string | undefined): string {
  const { pathname, search } = new URL(url);
  return [method, `${pathname}${search}`, ...KEY_HEADERS.map((name) => header(name) ?? '')].join('\n');
}
