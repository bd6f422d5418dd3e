import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';
import { CATEGORY_MAX_PAGE, CATEGORY_PAGE_SIZE, fetchCategoryPage, parsePageParam } from './useCategoryStories.ts';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `s${i}`, title: `Story ${i}` }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parsePageParam', () => {
  it('reads an absent page as page 1 and whole numbers as themselves', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(String(CATEGORY_MAX_PAGE))).toBe(CATEGORY_MAX_PAGE);
  });

  it('answers null (the 404 page) for anything that is not a page number', () => {
    for (const value of [
      '',
      '0',
      '-1',
      'abc',
      '1.5',
      '999999',
      String(CATEGORY_MAX_PAGE + 1),
      '1e3',
      '+1',
      ' 1',
      '01',
    ]) {
      expect(parsePageParam(value), value).toBeNull();
    }
  });
});

describe('fetchCategoryPage', () => {
  it('asks for the exact stored names of the category and one row more than a page', async () => {
    const { client, calls } = fakePostgrest({ data: rows(3) });
    await fetchCategoryPage('business-finance', 1, client);
    expect(calls[0]).toEqual(['from', 'news_stories']);
    expect(calls).toContainEqual(['select', STORY_CARD_COLUMNS]);
    expect(calls).toContainEqual(['eq', 'status', 'published']);
    expect(calls).toContainEqual(['in', 'category', ['Business & Finance']]);
    expect(CATEGORY_PAGE_SIZE).toBe(24);
    expect(calls).toContainEqual(['range', 0, 24]);
  });

  it('lists the Arts & Culture parent with its subcategories', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchCategoryPage('arts-culture', 1, client);
    expect(calls).toContainEqual([
      'in',
      'category',
      [
        'Arts & Culture',
        'Arts & Culture - Travel',
        'Arts & Culture - Music',
        'Arts & Culture - Lifestyle',
        'Arts & Culture - Literature',
        'Arts & Culture - Theatre',
      ],
    ]);
  });

  it('offsets later pages by whole pages', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchCategoryPage('sports', 3, client);
    expect(calls).toContainEqual(['range', 48, 72]);
  });

  it('shows a page of 24 and reports an older page from the extra row', async () => {
    const full = fakePostgrest({ data: rows(CATEGORY_PAGE_SIZE + 1) });
    const page = await fetchCategoryPage('sports', 1, full.client);
    expect(page.stories).toHaveLength(CATEGORY_PAGE_SIZE);
    expect(page.stories.at(-1)?.id).toBe('s23');
    expect(page.hasNextPage).toBe(true);

    const last = fakePostgrest({ data: rows(CATEGORY_PAGE_SIZE) });
    expect(await fetchCategoryPage('sports', 2, last.client)).toMatchObject({ hasNextPage: false });
    expect((await fetchCategoryPage('sports', 2, last.client)).stories).toHaveLength(CATEGORY_PAGE_SIZE);
  });

  it('asks nothing for a slug no category has', async () => {
    const { client, calls } = fakePostgrest({ data: rows(3) });
    expect(await fetchCategoryPage('weather', 1, client)).toEqual({ stories: [], hasNextPage: false });
    expect(calls).toEqual([]);
  });

  it('fails with the user-facing message and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakePostgrest({ error: { message: 'statement timeout' } });
    await expect(fetchCategoryPage('sports', 1, client)).rejects.toThrow(STORIES_LOAD_ERROR);
    expect(log).toHaveBeenCalled();
  });
});
