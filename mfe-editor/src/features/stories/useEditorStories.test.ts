import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase } from '../../test/fakeSupabase.ts';
import { NO_FILTERS } from '../../lib/listFilters.ts';
import { EDITOR_STORIES_LOAD_ERROR, STORY_LIST_COLUMNS, fetchEditorStoryPage } from './useEditorStories.ts';

const now = new Date('2026-11-25T12:00:00Z');
const fake = createFakeSupabase();
const row = (n: number) => ({
  id: `id-${n}`,
  title: `Story ${n}`,
  author: 'Ann Reporter',
  category: 'Sports',
  status: 'published',
  published_at: '2020-01-01T00:00:00Z',
  created_at: '2020-01-01T00:00:00Z',
  is_featured: false,
  view_count: n,
});

beforeEach(() => fake.reset());
afterEach(() => vi.restoreAllMocks());

describe('fetchEditorStoryPage', () => {
  it('asks for one page of named columns, newest created first, with the exact count', async () => {
    fake.respondWith(() => ({ data: [row(26), row(27)], count: 2544 }));
    const page = await fetchEditorStoryPage({ ...NO_FILTERS, page: 2 }, fake.client, now);
    expect(page.total).toBe(2544);
    expect(page.items.map((story) => story.id)).toEqual(['id-26', 'id-27']);
    const [request] = fake.requests;
    expect(request.table).toBe('news_stories');
    expect(argsOf(request, 'select')).toEqual([STORY_LIST_COLUMNS, { count: 'exact', head: false }]);
    expect(STORY_LIST_COLUMNS).not.toMatch(/\*|summary|search_vector/);
    expect(request.calls.filter(([name]) => name === 'order').map(([, column]) => column)).toEqual([
      'created_at',
      'id',
    ]);
    expect(argsOf(request, 'range')).toEqual([25, 49]);
    expect(argsOf(request, 'textSearch')).toBeUndefined();
  });

  it('searches the full-text index and filters status, category and author in the database', async () => {
    fake.respondWith(() => ({ data: [], count: 0 }));
    await fetchEditorStoryPage(
      { search: '  budget   vote ', status: 'scheduled', category: 'Sports', author: ' 100%_Ann ', page: 1 },
      fake.client,
      now,
    );
    const [request] = fake.requests;
    expect(argsOf(request, 'textSearch')).toEqual([
      'search_vector',
      'budget vote',
      { type: 'websearch', config: 'english' },
    ]);
    expect(request.calls).toContainEqual(['eq', 'status', 'published']);
    expect(request.calls).toContainEqual(['gt', 'published_at', now.toISOString()]);
    expect(request.calls).toContainEqual(['eq', 'category', 'Sports']);
    expect(argsOf(request, 'ilike')).toEqual(['author', '%100\\%\\_Ann%']);
  });

  it('passes search syntax, SQL and HTML to the websearch parser as plain text, cut to 200 characters', async () => {
    fake.respondWith(() => ({ data: [], count: 0 }));
    for (const search of [
      "'; DROP TABLE news_stories;--",
      '<img src=x onerror=alert(1)>',
      'budget:* & (vote | !tax)',
    ]) {
      await expect(fetchEditorStoryPage({ ...NO_FILTERS, search }, fake.client, now)).resolves.toEqual({
        items: [],
        total: 0,
      });
      expect(argsOf(fake.requests.at(-1)!, 'textSearch')?.[1]).toBe(search);
    }
    await fetchEditorStoryPage({ ...NO_FILTERS, search: 'word '.repeat(400) }, fake.client, now);
    expect(String(argsOf(fake.requests.at(-1)!, 'textSearch')?.[1])).toHaveLength(199);
  });

  it('a search with no letter or digit matches nothing, without asking', async () => {
    for (const search of ['!!!', '& | ! ( ) : *', '<>']) {
      await expect(fetchEditorStoryPage({ ...NO_FILTERS, search }, fake.client, now)).resolves.toEqual({
        items: [],
        total: 0,
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('a page past the end gets no rows and the count (so the list can go to its last page)', async () => {
    fake.respondWith((request) =>
      argsOf(request, 'select')?.[1] && (argsOf(request, 'select')?.[1] as { head: boolean }).head
        ? { count: 40 }
        : { error: { code: 'PGRST103', message: 'Requested range not satisfiable' } },
    );
    await expect(fetchEditorStoryPage({ ...NO_FILTERS, page: 9 }, fake.client, now)).resolves.toEqual({
      items: [],
      total: 40,
    });
  });

  it('fails with the user-facing message and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.respondWith(() => ({ error: { code: 'PGRST000', message: 'Database connection lost' } }));
    await expect(fetchEditorStoryPage(NO_FILTERS, fake.client, now)).rejects.toThrow(EDITOR_STORIES_LOAD_ERROR);
    expect(log).toHaveBeenCalled();
  });
});
