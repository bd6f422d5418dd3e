import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARK_END, MARK_START } from '../model/searchHit.ts';
import { fakePostgrest } from './fakePostgrest.ts';
import { fetchSearch, SEARCH_LOAD_ERROR, SEARCH_PAGE_SIZE, type SearchParams } from './useSearch.ts';

const search = (overrides: Partial<SearchParams> = {}): SearchParams => ({
  q: 'harare',
  category: '',
  from: '',
  to: '',
  page: 1,
  ...overrides,
});

/** The arguments of the one rpc call the search made. */
function rpcArgs(calls: Array<[string, ...unknown[]]>): Record<string, unknown> {
  const rpc = calls.filter(([method]) => method === 'rpc');
  expect(rpc).toHaveLength(1);
  expect(rpc[0]?.[1]).toBe('search_content');
  return rpc[0]?.[2] as Record<string, unknown>;
}

const row = {
  kind: 'story',
  id: 's1',
  slug: 'harare-floods',
  title: `${MARK_START}Harare${MARK_END} floods`,
  snippet: 'Rain in …',
  category: 'Foreign',
  author: 'Tendai Moyo',
  image_url: 'https://img.example/a.jpg',
  image_alt: 'Water',
  published_at: '2026-11-20T09:00:00Z',
  total_count: '42',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchSearch', () => {
  it('asks nothing for a blank query', async () => {
    const { client, calls } = fakePostgrest({ data: [row] });
    expect(await fetchSearch(search({ q: '' }), client)).toEqual({ hits: [], total: 0 });
    expect(await fetchSearch(search({ q: '   \n ' }), client)).toEqual({ hits: [], total: 0 });
    expect(calls).toEqual([]);
  });

  it('sends the trimmed words, the first page and no filters', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchSearch(search({ q: '  "water supply" -borehole ' }), client);
    expect(rpcArgs(calls)).toEqual({
      search_query: '"water supply" -borehole',
      category_names: undefined,
      published_from: undefined,
      published_before: undefined,
      result_limit: SEARCH_PAGE_SIZE,
      result_offset: 0,
    });
  });

  it('cuts the words to the 200 characters the database reads', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchSearch(search({ q: 'a'.repeat(2_000) }), client);
    expect(rpcArgs(calls).search_query).toBe('a'.repeat(200));
  });

  it("sends the section's stored category names", async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchSearch(search({ category: 'arts-culture' }), client);
    expect(rpcArgs(calls).category_names).toEqual([
      'Arts & Culture',
      'Arts & Culture - Travel',
      'Arts & Culture - Music',
      'Arts & Culture - Lifestyle',
      'Arts & Culture - Literature',
      'Arts & Culture - Theatre',
    ]);
    const single = fakePostgrest({ data: [] });
    await fetchSearch(search({ category: 'business-finance' }), single.client);
    expect(rpcArgs(single.calls).category_names).toEqual(['Business & Finance']);
  });

  it('asks nothing for a section no category has', async () => {
    const { client, calls } = fakePostgrest({ data: [row] });
    expect(await fetchSearch(search({ category: 'weather' }), client)).toEqual({ hits: [], total: 0 });
    expect(calls).toEqual([]);
  });

  it('sends the dates as a half-open range: the end day is included up to the next day', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchSearch(search({ from: '2026-11-01', to: '2026-11-30' }), client);
    expect(rpcArgs(calls)).toMatchObject({
      published_from: '2026-11-01T00:00:00.000Z',
      published_before: '2026-12-01T00:00:00.000Z',
    });
  });

  it('leaves out dates that are not dates', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchSearch(search({ from: 'yesterday', to: '2026-13-45' }), client);
    expect(rpcArgs(calls)).toMatchObject({ published_from: undefined, published_before: undefined });
  });

  it('offsets later pages by whole pages of the asked size', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchSearch(search({ page: 3 }), client);
    expect(rpcArgs(calls)).toMatchObject({ result_limit: 20, result_offset: 40 });
    const dialog = fakePostgrest({ data: [] });
    await fetchSearch(search({ page: 2, pageSize: 8 }), dialog.client);
    expect(rpcArgs(dialog.calls)).toMatchObject({ result_limit: 8, result_offset: 8 });
  });

  it('maps the rows in the order given and reads the total from total_count', async () => {
    const essay = {
      ...row,
      kind: 'essay',
      id: 'e1',
      slug: null,
      title: 'Dusk',
      category: null,
      author: 'Pat Lens',
      total_count: 42,
    };
    const { client } = fakePostgrest({ data: [row, essay] });
    const page = await fetchSearch(search(), client);
    expect(page.total).toBe(42);
    expect(page.hits).toEqual([
      {
        kind: 'story',
        id: 's1',
        slug: 'harare-floods',
        title: `${MARK_START}Harare${MARK_END} floods`,
        snippet: 'Rain in …',
        category: 'Foreign',
        author: 'Tendai Moyo',
        imageUrl: 'https://img.example/a.jpg',
        imageAlt: 'Water',
        publishTime: '2026-11-20T09:00:00.000Z',
      },
      expect.objectContaining({ kind: 'essay', id: 'e1', title: 'Dusk', category: '', author: 'Pat Lens' }),
    ]);
    expect(page.hits[1]).not.toHaveProperty('slug');
  });

  it('answers no rows with a total of 0', async () => {
    const { client } = fakePostgrest({ data: null });
    expect(await fetchSearch(search(), client)).toEqual({ hits: [], total: 0 });
  });

  it('fails with the user-facing message and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakePostgrest({ error: { message: 'syntax error in tsquery' } });
    await expect(fetchSearch(search(), client)).rejects.toThrow(SEARCH_LOAD_ERROR);
    expect(log).toHaveBeenCalledWith(SEARCH_LOAD_ERROR, { message: 'syntax error in tsquery' });
  });
});
