import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './pageCache.ts';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

function page(body: string, { keys = 'site', cacheControl = PUBLIC, status = 200 } = {}): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html',
      'Cache-Control': cacheControl,
      'Surrogate-Key': keys,
      ETag: `W/"${body.slice(0, 16)}"`,
      'Server-Timing': 'data;dur=3.0, render;dur=5.0',
    },
  });
}

function setup(options: { maxBytes?: number } = {}) {
  let now = 1_000_000;
  const cache = new PageCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    unpurgedFreshMs: 5_000,
    purgedStaleMs: 1_000,
    now: () => now,
  });
  cache.setPurgeChannelLive(true);
  let renders = 0;
  const render = (body: string, extra?: Parameters<typeof page>[1]) => async () => {
    renders += 1;
    return page(body, extra);
  };
  const request = (headers: Record<string, string> = {}, method = 'GET') =>
    new Request('http://localhost/story/1', { headers, method });
  return {
    cache,
    render,
    request,
    renders: () => renders,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('PageCache', () => {
  it('renders once for concurrent misses and serves the rest from the entry', async () => {
    const { cache, request, renders } = setup();
    let release!: () => void;
    const slow = () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(page('one'));
      });
    const answers = Array.from({ length: 50 }, () => cache.serve(request(), 'k', slow));
    await Promise.resolve();
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((response) => response.text()));
    expect(new Set(bodies)).toEqual(new Set(['one']));
    const again = await cache.serve(request(), 'k', slow);
    expect(again.headers.get('X-Page-Cache')).toBe('HIT');
    expect(renders()).toBe(0);
  });

  it("sends a render's Server-Timing to the reader who waited for it, never from the entry (decision 219)", async () => {
    const { cache, request, render } = setup();
    const missed = await cache.serve(request(), 'k', render('one'));
    expect(missed.headers.get('X-Page-Cache')).toBe('MISS');
    expect(missed.headers.get('Server-Timing')).toMatch(
      /^data;dur=3\.0, render;dur=5\.0, compress;dur=\d+\.\d;desc="gzip and brotli"$/,
    );
    const hit = await cache.serve(request(), 'k', render('two'));
    expect(hit.headers.get('X-Page-Cache')).toBe('HIT');
    expect(hit.headers.get('Server-Timing')).toBeNull();
    const fast = cache.fresh({ method: 'GET' }, 'k');
    expect(fast?.headers.map((name) => name.toLowerCase())).not.toContain('server-timing');
    cache.purge(['site']);
    const stale = await cache.serve(request(), 'k', render('three'));
    expect(stale.headers.get('X-Page-Cache')).toBe('MISS'); // the first reader after a purge waits
    expect(stale.headers.get('Server-Timing')).toMatch(/^data;dur=3\.0, render;dur=5\.0, compress;dur=/);
    const behind = await cache.serve(request(), 'k', () => new Promise<Response>(() => undefined));
    expect(behind.headers.get('X-Page-Cache')).toBe('HIT');
    expect(behind.headers.get('Server-Timing')).toBeNull();
  });

  it('adds no Server-Timing when the render sent none (SERVER_TIMING off)', async () => {
    const { cache, request } = setup();
    const untimed = async () => new Response('x', { headers: { 'Cache-Control': PUBLIC, 'Surrogate-Key': 'site' } });
    const missed = await cache.serve(request(), 'k', untimed);
    expect(missed.headers.get('X-Page-Cache')).toBe('MISS');
    expect(missed.headers.get('Server-Timing')).toBeNull();
  });

  it('serves a stale entry while one render refreshes it, then the new one', async () => {
    const { cache, render, request, renders, advance } = setup();
    await cache.serve(request(), 'k', render('v1'));
    advance(61_000);
    const stale = await cache.serve(request(), 'k', render('v2'));
    expect(stale.headers.get('X-Page-Cache')).toBe('STALE');
    expect(await stale.text()).toBe('v1');
    await vi.waitFor(async () => expect(await (await cache.serve(request(), 'k', render('v3'))).text()).toBe('v2'));
    expect(renders()).toBe(2);
    advance(400_000);
    const expired = await cache.serve(request(), 'k', render('v4'));
    expect(expired.headers.get('X-Page-Cache')).toBe('MISS');
    expect(await expired.text()).toBe('v4');
  });

  it('purges exactly the entries naming a key; site purges all', async () => {
    const { cache, render, request } = setup();
    await cache.serve(request(), 'a', render('a', { keys: 'site row:1' }));
    await cache.serve(request(), 'b', render('b', { keys: 'site row:2' }));
    expect(cache.purge(['row:1'])).toBe(1);
    expect(cache.fresh({ method: 'GET' }, 'a')).toBeNull();
    expect(cache.fresh({ method: 'GET' }, 'b')?.status).toBe(200);
    expect(cache.purge(['site'])).toBe(2);
    expect(cache.fresh({ method: 'GET' }, 'b')).toBeNull();
  });

  it('answers the crowd behind a render on the fast path: the old page while it runs, nothing before or after the bound', async () => {
    const { cache, render, request, advance } = setup();
    await cache.serve(request(), 'k', render('old', { keys: 'site row:1' }));
    cache.purge(['row:1']);
    // No render under way yet: the first reader must take the slow path and start one.
    expect(cache.fresh({ method: 'GET' }, 'k')).toBeNull();
    let release!: () => void;
    const slow = () =>
      new Promise<Response>((resolve) => (release = () => resolve(page('new', { keys: 'site row:1' }))));
    const first = cache.serve(request(), 'k', slow);
    await Promise.resolve();
    const behind = cache.fresh({ method: 'GET', acceptEncoding: 'identity' }, 'k');
    const header = (name: string) => behind?.headers[behind.headers.indexOf(name) + 1];
    expect(header('x-page-cache')).toBe('STALE');
    expect(header('cache-control')).toBe('no-store');
    expect(behind?.headers).not.toContain('surrogate-key');
    expect(Buffer.from(behind!.body!).toString()).toBe('old');
    advance(1_001);
    expect(cache.fresh({ method: 'GET' }, 'k')).toBeNull();
    release();
    expect(await (await first).text()).toBe('new');
  });

  it('after a purge the first reader waits for the new page; readers behind it get the old one, uncacheable', async () => {
    const { cache, render, request, advance } = setup();
    await cache.serve(request(), 'k', render('old', { keys: 'site row:1' }));
    cache.purge(['row:1']);
    let release!: () => void;
    const slow = () =>
      new Promise<Response>((resolve) => (release = () => resolve(page('new', { keys: 'site row:1' }))));
    const first = cache.serve(request(), 'k', slow);
    await Promise.resolve();
    const behind = await cache.serve(request(), 'k', render('other'));
    expect(behind.headers.get('X-Page-Cache')).toBe('STALE');
    expect(await behind.text()).toBe('old');
    expect(behind.headers.get('Cache-Control')).toBe('no-store');
    expect(behind.headers.get('Surrogate-Key')).toBeNull();
    advance(1_001);
    // Past the bound, readers wait for the render under way too.
    const late = cache.serve(request(), 'k', render('other'));
    release();
    expect(await (await first).text()).toBe('new');
    expect(await (await late).text()).toBe('new');
    expect((await cache.serve(request(), 'k', render('x'))).headers.get('X-Page-Cache')).toBe('HIT');
  });

  it('never keeps a render that was under way when a purge of its keys arrived', async () => {
    const { cache, request, render } = setup();
    let release!: () => void;
    const old = cache.serve(
      request(),
      'k',
      () => new Promise<Response>((resolve) => (release = () => resolve(page('old', { keys: 'site row:1' })))),
    );
    await Promise.resolve();
    cache.purge(['row:1']);
    // A request after the purge does not join the render that read the old row.
    const fresh = cache.serve(request(), 'k', render('new', { keys: 'site row:1' }));
    release();
    const oldAnswer = await old;
    expect(await oldAnswer.text()).toBe('old');
    // Nothing downstream (a CDN) may keep it either.
    expect(oldAnswer.headers.get('Cache-Control')).toBe('no-store');
    expect(oldAnswer.headers.get('Surrogate-Key')).toBeNull();
    expect(await (await fresh).text()).toBe('new');
    expect(await (await cache.serve(request(), 'k', render('later'))).text()).toBe('new');
  });

  it('keeps only shareable answers: no-store, private and degraded pages are rendered each time', async () => {
    const { cache, render, request, renders } = setup();
    for (const cacheControl of ['no-store', 'private, no-store', 'no-cache', 'public, max-age=0']) {
      await cache.serve(request(), cacheControl, render('x', { cacheControl }));
      await cache.serve(request(), cacheControl, render('x', { cacheControl }));
    }
    expect(renders()).toBe(8);
    expect(cache.stats.entries).toBe(0);
  });

  it('stays under its byte cap, dropping the least recently used', async () => {
    const { cache, render, request } = setup({ maxBytes: 2_000 });
    const body = 'x'.repeat(700);
    await cache.serve(request(), 'a', render(body));
    await cache.serve(request(), 'b', render(body));
    await cache.serve(request(), 'a', render(body));
    await cache.serve(request(), 'c', render(body));
    expect(cache.stats.bytes).toBeLessThanOrEqual(2_000);
    expect((await cache.serve(request(), 'a', render(body))).headers.get('X-Page-Cache')).toBe('HIT');
    expect((await cache.serve(request(), 'b', render(body))).headers.get('X-Page-Cache')).toBe('MISS');
  });

  it('holds entries 5 s at most while purges cannot arrive', async () => {
    const { cache, render, request, advance } = setup();
    cache.setPurgeChannelLive(false);
    await cache.serve(request(), 'k', render('v1'));
    advance(4_000);
    expect((await cache.serve(request(), 'k', render('v2'))).headers.get('X-Page-Cache')).toBe('HIT');
    advance(1_500);
    expect((await cache.serve(request(), 'k', render('v2'))).headers.get('X-Page-Cache')).toBe('STALE');
  });

  it('answers a matching If-None-Match with 304, HEAD without a body, each encoding compressed once', async () => {
    const { cache, render, request } = setup();
    await cache.serve(request(), 'k', render('hello page'));
    const notModified = await cache.serve(request({ 'If-None-Match': 'W/"hello page"' }), 'k', render('x'));
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    const head = await cache.serve(request({}, 'HEAD'), 'k', render('x'));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const br = await cache.serve(request({ 'Accept-Encoding': 'gzip, deflate, br' }), 'k', render('x'));
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('hello page');
    const gzip = await cache.serve(request({ 'Accept-Encoding': 'gzip;q=1, br;q=0' }), 'k', render('x'));
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('hello page');
    const plain = await cache.serve(request({ 'Accept-Encoding': 'identity' }), 'k', render('x'));
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
  });
});
