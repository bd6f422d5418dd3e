import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { recordStoryView } from './useRecordStoryView.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

function fakeClient(result: { error: unknown } | Error) {
  const insert = vi.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)));
  const from = vi.fn(() => ({ insert }));
  return { client: { from } as unknown as SupabaseClient, from, insert };
}

describe('recordStoryView', () => {
  it('inserts one story_views row per story per 30 minutes', async () => {
    const storage = memoryStorage();
    const { client, from, insert } = fakeClient({ error: null });
    expect(await recordStoryView('s1', storage, client)).toBe(true);
    expect(await recordStoryView('s1', storage, client)).toBe(false);
    expect(from).toHaveBeenCalledWith('story_views');
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ story_id: 's1' }));
  });

  it('only logs failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rejected = fakeClient(new Error('offline'));
    await expect(recordStoryView('s2', memoryStorage(), rejected.client)).resolves.toBe(false);
    const refused = fakeClient({ error: { message: 'denied' } });
    await expect(recordStoryView('s3', memoryStorage(), refused.client)).resolves.toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
