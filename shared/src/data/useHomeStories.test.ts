import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_STORY_LIMIT } from '../model/homeStories.ts';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';
import { fetchHomeStories } from './useHomeStories.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchHomeStories', () => {
  it('asks for the 10 newest published, due stories', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchHomeStories(client);
    expect(HOME_STORY_LIMIT).toBe(10);
    expect(calls[0]).toEqual(['from', 'news_stories']);
    expect(calls).toContainEqual(['eq', 'status', 'published']);
    expect(calls.find(([method]) => method === 'or')?.[1]).toMatch(/^published_at\.is\.null,published_at\.lte\.\d{4}-/);
    expect(calls.filter(([method]) => method === 'order').map(([, column]) => column)).toEqual([
      'published_at',
      'created_at',
    ]);
    expect(calls).toContainEqual(['limit', 10]);
  });

  it('reads the card columns: the excerpt, never the whole body', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchHomeStories(client);
    expect(calls).toContainEqual(['select', STORY_CARD_COLUMNS]);
    const columns = STORY_CARD_COLUMNS.split(',');
    expect(columns).toContain('excerpt');
    expect(columns).not.toContain('summary');
    expect(columns).not.toContain('*');
    expect(columns).not.toContain('search_vector');
  });

  it('shows the excerpt as the card summary and drops rows without a title', async () => {
    const { client } = fakePostgrest({
      data: [{ id: 'a', title: 'A', excerpt: 'The first 400 characters' }, { id: 'b' }],
    });
    const stories = await fetchHomeStories(client);
    expect(stories.map((story) => [story.id, story.summary])).toEqual([['a', 'The first 400 characters']]);
  });

  it('fails with the user-facing message and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakePostgrest({ error: { message: 'boom' } });
    await expect(fetchHomeStories(client)).rejects.toThrow(STORIES_LOAD_ERROR);
    expect(log).toHaveBeenCalled();
  });
});
