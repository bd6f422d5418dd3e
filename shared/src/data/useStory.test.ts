import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_PAGE_COLUMNS } from './storyColumns.ts';
import { isRowId } from '../model/rowId.ts';
import { fetchStory } from './useStory.ts';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isRowId', () => {
  it('accepts UUIDs in either case and nothing else', () => {
    expect(isRowId(ID)).toBe(true);
    expect(isRowId(ID.toUpperCase())).toBe(true);
    for (const id of ['', 'abc', '42', `${ID} `, `${ID}x`, `${ID},id.neq.0`, ID.replace(/-/g, '')]) {
      expect(isRowId(id)).toBe(false);
    }
  });
});

describe('fetchStory', () => {
  it('asks story_address what a slug names, as a parameter, and reads nothing when it names no story', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    for (const address of ['abc', '1 or 1=1', `${ID})`, '../admin']) {
      expect(await fetchStory(address, client)).toBeNull();
    }
    expect(calls).toEqual(
      ['abc', '1 or 1=1', `${ID})`, '../admin'].map((address) => ['rpc', 'story_address', { address }]),
    );
    expect(await fetchStory('', client)).toBeNull();
    expect(calls).toHaveLength(4);
  });

  it('reads the story a slug (current or old) names by its id (decision 206); a trashed one is none', async () => {
    const { client, calls } = fakePostgrest({ data: [{ story_id: ID, slug: 'floods', gone: false }] });
    await fetchStory('old-floods', client);
    expect(calls).toContainEqual(['eq', 'id', ID]);
    const trashed = fakePostgrest({ data: [{ story_id: ID, slug: 'floods', gone: true }] });
    expect(await fetchStory('floods', trashed.client)).toBeNull();
    expect(trashed.calls).toEqual([['rpc', 'story_address', { address: 'floods' }]]);
  });

  it('reads the one published, due row by primary key with the page columns', async () => {
    const { client, calls } = fakePostgrest({
      data: { id: ID, title: 'Floods', summary: 'The whole body.', status: 'published' },
    });
    const story = await fetchStory(ID, client);
    expect(story).toMatchObject({ id: ID, title: 'Floods', summary: 'The whole body.' });
    expect(calls[0]).toEqual(['from', 'news_stories']);
    expect(calls).toContainEqual(['select', STORY_PAGE_COLUMNS]);
    expect(calls).toContainEqual(['eq', 'id', ID]);
    expect(calls).toContainEqual(['eq', 'status', 'published']);
    // A scheduled story an editor's session can read stays off its public page until due.
    expect(calls.find(([method]) => method === 'or')?.[1]).toMatch(/^published_at\.is\.null,published_at\.lte\.\d{4}-/);
    expect(calls.at(-1)).toEqual(['maybeSingle']);
  });

  it('reads the body, not the excerpt', () => {
    const columns = STORY_PAGE_COLUMNS.split(',');
    expect(columns).toContain('summary');
    expect(columns).not.toContain('excerpt');
    expect(columns).not.toContain('*');
  });

  it('answers null when no published story has the id', async () => {
    const { client } = fakePostgrest({ data: null });
    expect(await fetchStory(ID, client)).toBeNull();
  });

  it('fails with the user-facing message and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakePostgrest({ error: { message: 'permission denied for table news_stories' } });
    await expect(fetchStory(ID, client)).rejects.toThrow(STORIES_LOAD_ERROR);
    expect(log).toHaveBeenCalledWith(STORIES_LOAD_ERROR, { message: 'permission denied for table news_stories' });
  });
});
