import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryPlugin, withRetry } from './retryPlugin.ts';

const ONCE = { retries: 1, delayMs: 500 };

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries once more after the delay, then succeeds', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce('ok');
    const result = withRetry(attempt, ONCE);
    await vi.advanceTimersByTimeAsync(499);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last error after its retries', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second'));
    const result = withRetry(attempt, ONCE);
    const settled = expect(result).rejects.toThrow('second');
    await vi.advanceTimersByTimeAsync(500);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});

describe('retryPlugin', () => {
  const plugin = retryPlugin({ retries: 1, delayMs: 0 }, { retries: 1, delayMs: 0 });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a manifest again when the first answer is an error or not JSON', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('not json', { status: 200 }))
      .mockResolvedValueOnce(new Response('{"id":"mfe_reader"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = (await plugin.fetch!('http://r/mf-manifest.json', {})) as Response;
    expect(await response.json()).toEqual({ id: 'mfe_reader' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects when the manifest fails twice', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    await expect(plugin.fetch!('http://r/mf-manifest.json', {})).rejects.toThrow('503');
  });

  it('loads a failed remoteEntry again, forgetting the failed load first', async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const globalLoading: Record<string, Promise<void> | undefined> = { reader: Promise.resolve() };
    const getRemoteEntry = vi.fn().mockImplementation(async () => {
      expect(globalLoading.reader).toBeUndefined();
      return exports;
    });
    const args = { getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'reader' };
    await expect(plugin.loadEntryError!(args as never)).resolves.toBe(exports);
  });

  it('asks a remote for an exposed module again when its chunk failed', async () => {
    const factory = () => ({ HomePage: () => null });
    const get = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    const args = { remoteEntryExports: { get, init: vi.fn() }, expose: './HomePage', moduleInfo: {} };
    await expect(plugin.getModuleFactory!(args as never)).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
