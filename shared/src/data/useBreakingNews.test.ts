import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { fetchBreakingNews } from './useBreakingNews.ts';

describe('fetchBreakingNews', () => {
  it('asks for active breaking feeds newest first and maps them', async () => {
    const rows = [{ id: 'b1', title: 'Flood warning', category: 'breaking', is_active: true }];
    const { client, calls } = fakePostgrest({ data: rows });
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
