import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest } from '../test/fakeSupabase.ts';
import { fetchEssayCount, fetchStoryCounts, fetchStoryViewTotal } from './useConsoleCounts.ts';

const now = new Date('2026-11-25T12:00:00Z');
const fake = createFakeSupabase();

function countFor(request: FakeRequest): number {
  if (argsOf(request, 'eq')?.[1] === 'draft') return 4;
  return argsOf(request, 'gt') ? 2 : 2538;
}

beforeEach(() => fake.reset());
afterEach(() => vi.restoreAllMocks());

describe('console counts', () => {
  it('counts each status with a head-only count query (no rows travel)', async () => {
    fake.respondWith((request) => ({ count: countFor(request) }));
    await expect(fetchStoryCounts(fake.client, now)).resolves.toEqual({ published: 2538, scheduled: 2, drafts: 4 });
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests) {
      expect(argsOf(request, 'select')).toEqual(['id', { count: 'exact', head: true }]);
      expect(argsOf(request, 'range')).toBeUndefined();
    }
  });

  it('counts every photo essay, and sums views in the database', async () => {
    fake.respondWith((request) => (request.table === 'rpc:story_view_total' ? { data: 1234567 } : { count: 61 }));
    await expect(fetchEssayCount(fake.client)).resolves.toBe(61);
    await expect(fetchStoryViewTotal(fake.client)).resolves.toBe(1234567);
  });

  it('a failed count fails the load with the list message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.respondWith(() => ({ error: { message: 'down' } }));
    await expect(fetchStoryCounts(fake.client, now)).rejects.toThrow('Failed to load stories');
    await expect(fetchEssayCount(fake.client)).rejects.toThrow('Failed to load photo essays');
  });
});
