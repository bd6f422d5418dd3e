import { describe, expect, it } from 'vitest';
import { storyAddressLookup, storyRedirect, type StoryAddress } from './storyRedirect.ts';

const ORIGIN = 'https://news.example';
const ID = 'a1000000-0000-4000-8000-000000000002';
const TRASHED = 'a1000000-0000-4000-8000-000000000009';
const addresses: Record<string, StoryAddress> = {
  [ID]: { storyId: ID, slug: 'floods-hit-harare', gone: false },
  'floods-in-harare': { storyId: ID, slug: 'floods-hit-harare', gone: false },
  'floods-hit-harare': { storyId: ID, slug: 'floods-hit-harare', gone: false },
  'москва-old': { storyId: ID, slug: 'москва', gone: false },
  [TRASHED]: { storyId: TRASHED, slug: 'gone-story', gone: true },
};
const asked: string[] = [];
const lookUp = (address: string) => {
  asked.push(address);
  return Promise.resolve(addresses[address] ?? null);
};
const redirect = (path: string) => storyRedirect(new URL(path, ORIGIN), lookUp, { 'X-Frame-Options': 'DENY' });

describe('story redirects', () => {
  it('sends a story id and an old slug to the current address, 301, keeping the query, on the full and the lite site', async () => {
    for (const [path, location] of [
      [`/story/${ID}`, '/story/floods-hit-harare'],
      [`/story/${ID}?utm_source=mail`, '/story/floods-hit-harare?utm_source=mail'],
      ['/story/floods-in-harare', '/story/floods-hit-harare'],
      [`/lite/story/${ID}`, '/lite/story/floods-hit-harare'],
      [`/story/${encodeURIComponent('москва-old')}`, `/story/${encodeURIComponent('москва')}`],
    ]) {
      const response = await redirect(path);
      expect(response?.status, path).toBe(301);
      expect(response?.headers.get('location')).toBe(location);
    }
  });

  it('is kept by the page cache and CDNs, purged with the story lists (not by edits), with the pages’ security headers', async () => {
    const response = await redirect(`/story/${ID}`);
    expect(response?.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response?.headers.get('surrogate-key')).toBe('site list:news_stories');
    expect(response?.headers.get('x-frame-options')).toBe('DENY');
  });

  it('renders the current address, a trashed story (410) and unknown addresses; other paths ask nothing', async () => {
    expect(await redirect('/story/floods-hit-harare')).toBeNull();
    expect(await redirect(`/story/${TRASHED}`)).toBeNull();
    expect(await redirect('/story/nothing-here')).toBeNull();
    asked.length = 0;
    for (const path of ['/topic/floods', '/story/', `/story/${ID}/extra`, '/story/%E0%A4%A', '/']) {
      expect(await redirect(path)).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('asks story_address with the public key, and treats a failing backend as no redirect', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return Response.json([{ story_id: ID, slug: 'floods-hit-harare', gone: false }]);
    }) as unknown as typeof fetch;
    const look = storyAddressLookup({ supabaseUrl: 'http://api.example/', supabaseAnonKey: 'anon' }, fetcher);
    expect(await look('floods-in-harare')).toEqual({ storyId: ID, slug: 'floods-hit-harare', gone: false });
    expect(calls[0].url).toBe('http://api.example/rest/v1/rpc/story_address');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ address: 'floods-in-harare' });
    expect(new Headers(calls[0].init?.headers).get('apikey')).toBe('anon');
    const failing = (async () => {
      throw new Error('down');
    }) as unknown as typeof fetch;
    const down = storyAddressLookup({ supabaseUrl: 'http://api.example', supabaseAnonKey: 'anon' }, failing);
    expect(await down('floods-in-harare')).toBeNull();
    const empty = (async () => Response.json([])) as unknown as typeof fetch;
    expect(
      await storyAddressLookup({ supabaseUrl: 'http://api.example', supabaseAnonKey: 'anon' }, empty)('x'),
    ).toBeNull();
  });
});
