import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';
import { fetchStoryCards, storyCardsQuery } from './useStoryCards.ts';

const A = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const B = '0a2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('fetchStoryCards', () => {
  it('asks nothing for no ids or ids that are not row ids', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    expect(await fetchStoryCards([], client)).toEqual([]);
    expect(await fetchStoryCards(['x', `${A})`], client)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('reads the published, due cards of every named story in one query', async () => {
    const { client, calls } = fakePostgrest({ data: [{ id: A, title: 'Dam levels fall', status: 'published' }] });
    const cards = await fetchStoryCards([A, B, A], client);
    expect(cards).toMatchObject([{ id: A, title: 'Dam levels fall' }]);
    expect(calls.filter(([method]) => method === 'from')).toEqual([['from', 'news_stories']]);
    expect(calls).toContainEqual(['select', STORY_CARD_COLUMNS]);
    expect(calls).toContainEqual(['in', 'id', [B, A]]);
    expect(calls).toContainEqual(['eq', 'status', 'published']);
  });

  it('keys the query by the distinct ids, sorted', () => {
    expect(storyCardsQuery([A, B, A]).queryKey).toEqual(storyCardsQuery([B, A]).queryKey);
  });
});
