import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';
import { fetchRelatedStories, RELATED_STORY_LIMIT } from './useRelatedStories.ts';

describe('fetchRelatedStories', () => {
  const id = 'a1000000-0000-4000-8000-000000000001';

  it('asks the database for up to 3 others (same tags first, then category) in its order', async () => {
    const { client, calls } = fakePostgrest({ data: [{ id: 'b', title: 'B' }] });
    const related = await fetchRelatedStories({ id, category: 'Foreign' }, client);
    expect(related.map((story) => story.id)).toEqual(['b']);
    expect(calls[0]).toEqual(['rpc', 'related_stories', { story: id, result_limit: 3 }]);
    expect(calls).toContainEqual(['select', STORY_CARD_COLUMNS]);
    expect(RELATED_STORY_LIMIT).toBe(3);
    expect(calls.some(([method]) => method === 'order')).toBe(false);
  });

  it('asks nothing for a story without a row id', async () => {
    const { client, calls } = fakePostgrest({ data: [{ id: 'b', title: 'B' }] });
    expect(await fetchRelatedStories({ id: 'not-an-id', category: 'Foreign' }, client)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
