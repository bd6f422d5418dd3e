import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { fetchPublishedStories, STORIES_LOAD_ERROR } from './useStories.ts';

/** A PostgREST query builder stand-in: every filter returns itself; awaiting yields `result`. */
function fakeClient(result: { data: unknown; error: unknown }) {
  const calls: Array<[string, unknown[]]> = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'or', 'order']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => void) => resolve(result);
  const client = { from: vi.fn(() => builder) } as unknown as SupabaseClient;
  return { client, calls };
}

describe('fetchPublishedStories', () => {
  it('asks for published stories newest first and maps the rows', async () => {
    const { client, calls } = fakeClient({
      data: [{ id: 'a', title: 'A', summary: 's' }, { id: 'b' }],
      error: null,
    });
    const stories = await fetchPublishedStories(client);
    expect(stories.map((s) => s.id)).toEqual(['a']);
    expect(calls).toContainEqual(['eq', ['status', 'published']]);
    // Scheduled stories an editor's session can read stay off the public lists until due.
    expect(calls.find(([m]) => m === 'or')?.[1][0]).toMatch(/^published_at\.is\.null,published_at\.lte\.\d{4}-/);
    expect(calls.filter(([m]) => m === 'order').map(([, args]) => args[0])).toEqual(['published_at', 'created_at']);
  });

  it('fails with the user-facing message and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeClient({ data: null, error: { message: 'boom' } });
    await expect(fetchPublishedStories(client)).rejects.toThrow(STORIES_LOAD_ERROR);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
