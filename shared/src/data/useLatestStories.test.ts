import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { fetchLatestStories } from './useLatestStories.ts';

describe('fetchLatestStories', () => {
  it('asks for the newest `limit` published stories of every category', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchLatestStories(100, undefined, client);
    expect(calls).toContainEqual(['limit', 100]);
    expect(calls.some(([method]) => method === 'in')).toBe(false);
  });

  it('asks only for the given categories (a category feed)', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchLatestStories(20, ['Sports'], client);
    expect(calls).toContainEqual(['in', 'category', ['Sports']]);
    expect(calls).toContainEqual(['limit', 20]);
  });
});
