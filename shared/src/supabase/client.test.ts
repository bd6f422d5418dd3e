// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig.ts';
import { getSupabase, resetSupabaseForTests } from './client.ts';

describe('getSupabase', () => {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 'PGRST000', message: 'Database connection lost' }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  beforeEach(() => {
    resetSupabaseForTests();
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({
      supabaseUrl: 'http://api.test',
      supabaseAnonKey: 'anon-key',
      siteName: 'The Daily Chronicle',
      remotes: { reader: '', live: '', editor: '', admin: '' },
    });
  });
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
    resetSupabaseForTests();
  });

  it('returns one client for the whole portal', () => {
    expect(getSupabase()).toBe(getSupabase());
  });

  it('reports a failed read at once: the query client owns the retry, postgrest-js does not add its own', async () => {
    const { error } = await getSupabase().from('news_stories').select('id');

    expect(error?.message).toBe('Database connection lost');
    const restCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/rest/v1/'));
    expect(restCalls).toHaveLength(1);
  });
});
