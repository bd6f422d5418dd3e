import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_MS, siteDefaultEditionSource } from './siteDefaultEdition.ts';

const endpoint = { supabaseUrl: 'http://api.example/', supabaseAnonKey: 'anon-key' };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('siteDefaultEditionSource', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads site_settings with the public key, and keeps International until it has', async () => {
    const fetcher = vi.fn(async () => answer([{ default_edition: 'zimbabwe' }]));
    const source = siteDefaultEditionSource(endpoint, fetcher as unknown as typeof fetch);
    expect(source.current()).toBe('international');
    await source.refresh();
    expect(source.current()).toBe('zimbabwe');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.example/rest/v1/site_settings?select=default_edition');
    expect(init.headers).toMatchObject({ apikey: 'anon-key' });
  });

  it('keeps the last known default when a read fails or answers something that is not an edition', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = [
      answer([{ default_edition: 'uk' }]),
      answer({ message: 'down' }, 503),
      answer([{ default_edition: '<script>' }]),
      answer([]),
    ];
    const fetcher = vi.fn(async () => answers.shift() ?? Promise.reject(new Error('ECONNREFUSED')));
    const source = siteDefaultEditionSource(endpoint, fetcher as unknown as typeof fetch);
    for (let read = 0; read < 5; read += 1) {
      await source.refresh();
      expect(source.current()).toBe('uk');
    }
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed read until one succeeds, one retry at a time', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = [answer({}, 503), answer({}, 503), answer([{ default_edition: 'zimbabwe' }])];
    const fetcher = vi.fn(async () => answers.shift() ?? answer([{ default_edition: 'uk' }]));
    const source = siteDefaultEditionSource(endpoint, fetcher as unknown as typeof fetch);
    await source.refresh();
    await source.refresh();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(source.current()).toBe('zimbabwe');
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});
