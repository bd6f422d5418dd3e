import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';
import { fetchCreditPage } from './useCreditPage.ts';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `s${i}`, title: `Story ${i}` }));

describe('fetchCreditPage', () => {
  it('asks for the author by slug and one page of their published stories (one row more)', async () => {
    const { client, calls } = fakePostgrest({ data: rows(25) });
    const page = await fetchCreditPage('author', 'tendai-moyo', 2, client);
    expect(calls).toContainEqual(['from', 'authors']);
    expect(calls).toContainEqual(['eq', 'slug', 'tendai-moyo']);
    expect(calls).toContainEqual(['rpc', 'author_stories', { author_slug: 'tendai-moyo' }]);
    expect(calls).toContainEqual(['select', STORY_CARD_COLUMNS]);
    expect(calls).toContainEqual(['eq', 'status', 'published']);
    expect(calls).toContainEqual(['range', 24, 48]);
    expect(page.stories).toHaveLength(24);
    expect(page.hasNextPage).toBe(true);
  });

  it('reads a topic from tags and topic_stories', async () => {
    const { client, calls } = fakePostgrest({ data: rows(1) });
    await fetchCreditPage('topic', 'cholera', 1, client);
    expect(calls).toContainEqual(['from', 'tags']);
    expect(calls).toContainEqual(['rpc', 'topic_stories', { topic_slug: 'cholera' }]);
    expect(calls).toContainEqual(['range', 0, 24]);
  });

  it('asks nothing for a slug that cannot exist (the 404 page)', async () => {
    for (const slug of ['', 'Has Spaces', '../etc', 'x'.repeat(81), '<script>']) {
      const { client, calls } = fakePostgrest({ data: rows(1) });
      expect(await fetchCreditPage('author', slug, 1, client)).toEqual({
        subject: null,
        stories: [],
        hasNextPage: false,
      });
      expect(calls).toEqual([]);
    }
  });

  it('fails with the stories load error when the database refuses', async () => {
    const { client } = fakePostgrest({ error: { message: 'boom' } });
    await expect(fetchCreditPage('topic', 'cholera', 1, client)).rejects.toThrow('Failed to load stories');
  });
});
