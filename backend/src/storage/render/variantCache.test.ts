import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { VariantCache, variantCacheLimits } from './variantCache.ts';

const key = (n: number) => createHash('sha256').update(String(n)).digest('hex');
const image = (bytes: number) => async () => ({ bytes: Buffer.alloc(bytes, 1), contentType: 'image/webp' });

describe('VariantCache', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stays within its entry bound however many distinct variants are asked for', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'variants-'));
    const cache = new VariantCache(dir, { maxBytes: 1e9, maxEntries: 20 });
    for (let n = 0; n < 1000; n++) await cache.getOrRender(key(n), image(10));
    expect(cache.size).toEqual({ entries: 20, bytes: 200 });
    expect(await readdir(dir)).toHaveLength(20);
  });

  it('evicts the least recently used variant first once its byte bound is passed', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'variants-'));
    const cache = new VariantCache(dir, { maxBytes: 300, maxEntries: 100 });
    for (const n of [1, 2, 3]) await cache.getOrRender(key(n), image(100));
    expect((await cache.getOrRender(key(1), image(100))).cached).toBe(true);
    await cache.getOrRender(key(4), image(100));
    expect(cache.size.bytes).toBe(300);
    expect((await cache.getOrRender(key(1), image(100))).cached).toBe(true);
    expect((await cache.getOrRender(key(2), image(100))).cached).toBe(false);
  });

  it('renders once for simultaneous requests and finds its variants again after a restart', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'variants-'));
    const cache = new VariantCache(dir, { maxBytes: 1e6, maxEntries: 10 });
    let renders = 0;
    const render = async () => {
      renders++;
      return { bytes: Buffer.from('x'), contentType: 'image/avif' };
    };
    await Promise.all([1, 2, 3].map(() => cache.getOrRender(key(7), render)));
    expect(renders).toBe(1);
    const reopened = new VariantCache(dir, { maxBytes: 1e6, maxEntries: 10 });
    const found = await reopened.getOrRender(key(7), render);
    expect(found).toMatchObject({ cached: true, contentType: 'image/avif' });
  });

  it('reads its bounds from the environment, with defaults for missing or bad values', () => {
    expect(variantCacheLimits({})).toEqual({ maxBytes: 256 * 1024 * 1024, maxEntries: 5000 });
    expect(variantCacheLimits({ STORAGE_IMAGE_CACHE_BYTES: '1000', STORAGE_IMAGE_CACHE_ENTRIES: '-3' })).toEqual({
      maxBytes: 1000,
      maxEntries: 5000,
    });
  });
});
