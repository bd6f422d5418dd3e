import { describe, expect, it } from 'vitest';
import { ReadCache, readCacheKey, type CachedAnswer } from './readCache.ts';

const ok = (body: string): CachedAnswer => ({ status: 200, body, headers: { 'Content-Range': '0-0/*' } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('answers a repeated request from the cache, headers included', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    let queries = 0;
    const compute = async () => ok(`answer ${(queries += 1)}`);
    const first = await cache.read('k', compute);
    const second = await cache.read('k', compute);
    expect(second).toEqual(first);
    expect(second.headers).toEqual({ 'Content-Range': '0-0/*' });
    expect(queries).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('runs one query for identical concurrent misses', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    const query = deferred<CachedAnswer>();
    let queries = 0;
    const compute = () => {
      queries += 1;
      return query.promise;
    };
    const readers = Array.from({ length: 50 }, () => cache.read('k', compute));
    query.resolve(ok('one'));
    const answers = await Promise.all(readers);
    expect(queries).toBe(1);
    expect(answers.every((answer) => answer.body === 'one')).toBe(true);
    expect(cache.stats.coalesced).toBe(49);
  });

  it('keeps different requests apart', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    await cache.read('a', async () => ok('a'));
    expect((await cache.read('b', async () => ok('b'))).body).toBe('b');
  });

  it('forgets every answer on a write', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    await cache.read('k', async () => ok('before'));
    cache.invalidate();
    expect((await cache.read('k', async () => ok('after'))).body).toBe('after');
  });

  it('neither stores nor lets anyone join a query that started before a write', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    const old = deferred<CachedAnswer>();
    const early = cache.read('k', () => old.promise);
    cache.invalidate();
    // Asked after the write was acknowledged: must not share the query that began before it.
    const late = cache.read('k', async () => ok('after'));
    old.resolve(ok('before'));
    expect((await early).body).toBe('before');
    expect((await late).body).toBe('after');
    expect((await cache.read('k', async () => ok('third'))).body).toBe('after');
  });

  it('does not store an answer that started before a write even when it finishes last', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    const old = deferred<CachedAnswer>();
    const early = cache.read('k', () => old.promise);
    cache.invalidate();
    old.resolve(ok('before'));
    await early;
    expect((await cache.read('k', async () => ok('fresh'))).body).toBe('fresh');
  });

  it('caches only 200 answers', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    for (const status of [206, 400, 401, 404, 416, 500, 503]) {
      await cache.read(`s${status}`, async () => ({ status, body: 'x', headers: {} }));
      expect((await cache.read(`s${status}`, async () => ok('retried'))).body).toBe('retried');
    }
  });

  it('does not cache a failure, and every joined caller sees it', async () => {
    const cache = new ReadCache({ ttlMs: 1000 });
    const query = deferred<CachedAnswer>();
    const a = cache.read('k', () => query.promise);
    const b = cache.read('k', () => query.promise);
    query.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await expect(b).rejects.toThrow('connection lost');
    expect((await cache.read('k', async () => ok('recovered'))).body).toBe('recovered');
  });

  it('expires an answer ttlMs after its query started', async () => {
    const time = clock();
    const cache = new ReadCache({ ttlMs: 1000, now: time.now });
    await cache.read('k', async () => ok('first'));
    time.advance(999);
    expect((await cache.read('k', async () => ok('second'))).body).toBe('first');
    time.advance(1);
    expect((await cache.read('k', async () => ok('second'))).body).toBe('second');
  });

  it('does not store an answer whose query outlived the TTL', async () => {
    const time = clock();
    const cache = new ReadCache({ ttlMs: 1000, now: time.now });
    await cache.read('k', async () => {
      time.advance(1500);
      return ok('slow');
    });
    expect((await cache.read('k', async () => ok('next'))).body).toBe('next');
  });

  it('is off with ttlMs 0', async () => {
    const cache = new ReadCache({ ttlMs: 0 });
    await cache.read('k', async () => ok('a'));
    expect((await cache.read('k', async () => ok('b'))).body).toBe('b');
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries answers', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, async () => ok(key));
    expect(cache.size).toBe(3);
    expect((await cache.read('a', async () => ok('again'))).body).toBe('again');
  });
});

describe('readCacheKey', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];
  const url = 'http://127.0.0.1/rest/v1/news_stories?select=*&limit=20';

  it('differs by every header an answer depends on', () => {
    const base = readCacheKey('GET', url, headers({}));
    for (const name of ['accept', 'accept-profile', 'prefer', 'range', 'apikey', 'authorization']) {
      expect(readCacheKey('GET', url, headers({ [name]: 'x' }))).not.toBe(base);
    }
    expect(readCacheKey('HEAD', url, headers({}))).not.toBe(base);
    expect(readCacheKey('GET', `${url}&offset=20`, headers({}))).not.toBe(base);
  });

  it('ignores headers the answer does not read', () => {
    expect(readCacheKey('GET', url, headers({ 'user-agent': 'a', cookie: 'c' }))).toBe(
      readCacheKey('GET', url, headers({})),
    );
  });
});
