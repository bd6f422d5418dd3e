import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';
import { fetchRelatedStories, RELATED_STORY_LIMIT } from './useRelatedStories.ts';

describe('fetchRelatedStories', () => {
  it("asks for up to 3 other published stories of the story's category", async () => {
    const { client, calls } = fakePostgrest({ data: [{ id: 'b', title: 'B' }] });
    const related = await fetchRelatedStories({ id: 'a', category: 'Foreign' }, client);
    expect(related.map((story) => story.id)).toEqual(['b']);
    expect(calls).toContainEqual(['select', STORY_CARD_COLUMNS]);
    expect(calls).toContainEqual(['eq', 'status', 'published']);
    expect(calls).toContainEqual(['eq', 'category', 'Foreign']);
    expect(calls).toContainEqual(['neq', 'id', 'a']);
    expect(RELATED_STORY_LIMIT).toBe(3);
    expect(calls).toContainEqual(['limit', 3]);
  });

  it('asks nothing for a story without a category', async () => {
    const { client, calls } = fakePostgrest({ data: [{ id: 'b', title: 'B' }] });
    expect(await fetchRelatedStories({ id: 'a', category: '  ' }, client)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
