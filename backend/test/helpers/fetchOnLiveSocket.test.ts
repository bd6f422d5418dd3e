import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOnLiveSocket } from './testBackend.ts';

const reset = () => Object.assign(new TypeError('fetch failed'), { cause: new Error('read ECONNRESET') });

describe('fetchOnLiveSocket', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a request again once when its keep-alive socket was reset before an answer', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(reset()).mockResolvedValueOnce(new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    expect(
      await (await fetchOnLiveSocket('http://127.0.0.1:1/rest/v1/x', { method: 'PATCH', body: '{}' })).text(),
    ).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('throws any other failure, and a second reset, as they are', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: new Error('connect ECONNREFUSED') });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(refused));
    await expect(fetchOnLiveSocket('http://127.0.0.1:1/')).rejects.toBe(refused);
    const again = vi.fn().mockRejectedValue(reset());
    vi.stubGlobal('fetch', again);
    await expect(fetchOnLiveSocket('http://127.0.0.1:1/')).rejects.toThrow('fetch failed');
    expect(again).toHaveBeenCalledTimes(2);
  });
});
