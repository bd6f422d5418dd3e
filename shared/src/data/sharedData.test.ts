import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { fetchActiveAdvertisements } from './useAdvertisements.ts';
import { fetchBreakingNews } from './useBreakingNews.ts';
import { subscribeToNewsletter } from './useNewsletterSignup.ts';

/** A chainable PostgREST builder stand-in that records the calls and resolves to `result`. */
function fakeClient(result: { data?: unknown; error?: unknown }) {
  const calls: Array<[string, ...unknown[]]> = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'insert']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => void) => resolve({ data: null, error: null, ...result });
  const client = { from: (table: string) => (calls.push(['from', table]), builder) } as unknown as SupabaseClient;
  return { client, calls };
}

describe('fetchBreakingNews', () => {
  it('asks for active breaking feeds newest first and maps them', async () => {
    const rows = [{ id: 'b1', title: 'Flood warning', category: 'breaking', is_active: true }];
    const { client, calls } = fakeClient({ data: rows });
    const items = await fetchBreakingNews(client);
    expect(calls).toEqual([
      ['from', 'live_feeds'],
      ['select', '*'],
      ['eq', 'is_active', true],
      ['eq', 'category', 'breaking'],
      ['order', 'created_at', { ascending: false }],
    ]);
    expect(items.map((item) => item.title)).toEqual(['Flood warning']);
  });
});

describe('fetchActiveAdvertisements', () => {
  it('filters by position when given', async () => {
    const { client, calls } = fakeClient({ data: [{ id: 'a', title: 'Ad', image_url: 'x', position: 'footer' }] });
    const ads = await fetchActiveAdvertisements('footer', client);
    expect(calls).toContainEqual(['eq', 'position', 'footer']);
    expect(ads).toHaveLength(1);
  });

  it('logs "Failed to load advertisements" and returns an empty list on error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeClient({ error: { message: 'down' } });
    expect(await fetchActiveAdvertisements(undefined, client)).toEqual([]);
    expect(log).toHaveBeenCalledWith('Failed to load advertisements', { message: 'down' });
  });
});

describe('subscribeToNewsletter', () => {
  it('rejects an invalid address without calling the server', async () => {
    const { client, calls } = fakeClient({});
    expect(await subscribeToNewsletter('not-an-email', client)).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    expect(calls).toEqual([]);
  });

  it('stores the trimmed address and reports duplicates clearly', async () => {
    const ok = fakeClient({});
    expect((await subscribeToNewsletter(' ann@example.com ', ok.client)).ok).toBe(true);
    expect(ok.calls).toContainEqual(['insert', { email: 'ann@example.com' }]);
    const dup = fakeClient({ error: { code: '23505', message: 'duplicate key' } });
    expect((await subscribeToNewsletter('ann@example.com', dup.client)).message).toBe(
      'This email is already subscribed to our newsletter.',
    );
  });
});
