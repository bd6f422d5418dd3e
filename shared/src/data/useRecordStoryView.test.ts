import { describe, expect, it, vi } from 'vitest';
import type { PortalClient } from '../supabase/client.ts';
import { recordStoryView } from './useRecordStoryView.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

function fakeClient(result: { error: unknown } | Error) {
  const rpc = vi.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)));
  return { client: { rpc } as unknown as PortalClient, rpc };
}

describe('recordStoryView', () => {
  it('calls record_story_view with the story and visitor ids, once per story per 30 minutes', async () => {
    const storage = memoryStorage();
    const { client, rpc } = fakeClient({ error: null });
    expect(await recordStoryView('s1', storage, client, 'visitor-0001')).toBe(true);
    expect(await recordStoryView('s1', storage, client, 'visitor-0001')).toBe(false);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('record_story_view', { story_id: 's1', visitor_id: 'visitor-0001' });
  });

  it('sends the edition the reader chose, for its most-read list (decision 208)', async () => {
    const { client, rpc } = fakeClient({ error: null });
    await recordStoryView('s4', memoryStorage(), client, 'visitor-0004', 'zimbabwe');
    expect(rpc).toHaveBeenCalledWith('record_story_view', {
      story_id: 's4',
      visitor_id: 'visitor-0004',
      edition: 'zimbabwe',
    });
  });

  it('only logs failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rejected = fakeClient(new Error('offline'));
    await expect(recordStoryView('s2', memoryStorage(), rejected.client, 'visitor-0002')).resolves.toBe(false);
    const refused = fakeClient({ error: { message: 'denied' } });
    await expect(recordStoryView('s3', memoryStorage(), refused.client, 'visitor-0003')).resolves.toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
