// @vitest-environment node
import { categoryPageQuery, searchQuery, storyCardsQuery, storyQuery, type PageServerContext } from '@newsroom/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchAdvertisements } from '@newsroom/shared/ad-prefetch';
import { makeStory } from '../test/fixtures.ts';
import { categoryServerData, homeServerData, searchServerData, storyServerData } from './pageData.ts';

vi.mock('@newsroom/shared/ad-prefetch', () => ({ prefetchAdvertisements: vi.fn(async () => undefined) }));

const STORY_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

function serverContext(params: Record<string, string>, query = ''): PageServerContext {
  return {
    queryClient: new QueryClient(),
    params,
    props: {},
    origin: 'https://news.example',
    path: '/',
    searchParams: new URLSearchParams(query),
    siteName: 'The Daily Chronicle',
  };
}

const head = (data: typeof categoryServerData, context: PageServerContext) => data.head?.(context);

describe('categoryServerData', () => {
  it.each(['0', '-1', 'abc'])('answers ?page=%s with 404 and prefetches nothing', async (page) => {
    const context = serverContext({ slug: 'sports' }, `page=${page}`);
    const prefetch = vi.spyOn(context.queryClient, 'prefetchQuery');
    await categoryServerData.prefetch?.(context);
    expect(prefetch).not.toHaveBeenCalled();
    expect(head(categoryServerData, context)?.status).toBe(404);
  });

  it('answers an empty page with 404', () => {
    const context = serverContext({ slug: 'sports' }, 'page=40');
    context.queryClient.setQueryData(categoryPageQuery('sports', 40).queryKey, { stories: [], hasNextPage: false });
    expect(head(categoryServerData, context)?.status).toBe(404);
  });

  it('links a loaded page to the older one when another follows', () => {
    const context = serverContext({ slug: 'sports' }, 'page=2');
    context.queryClient.setQueryData(categoryPageQuery('sports', 2).queryKey, {
      stories: [makeStory()],
      hasNextPage: true,
    });
    const page = head(categoryServerData, context);
    expect(page?.status).toBeUndefined();
    expect(page?.canonicalPath).toBe('/category/sports?page=2');
    expect(page?.pagination).toEqual({ prevPath: '/category/sports', nextPath: '/category/sports?page=3' });
  });
});

describe('homeServerData', () => {
  it("prefetches the edition's front (the default edition's for a prop that is not one)", async () => {
    const keys: unknown[] = [];
    for (const edition of ['uk', 'mars']) {
      const context = { ...serverContext({}), props: { edition } };
      const prefetch = vi.spyOn(context.queryClient, 'prefetchQuery').mockResolvedValue(undefined);
      await homeServerData.prefetch?.(context);
      keys.push(prefetch.mock.calls.map(([options]) => options.queryKey).find((key) => key[1] === 'front'));
    }
    expect(keys).toEqual([
      ['stories', 'front', 'uk'],
      ['stories', 'front', 'international'],
    ]);
  });

  it("asks for the sidebar's three ad positions in one request (decision 211)", async () => {
    const context = serverContext({});
    vi.spyOn(context.queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    vi.mocked(prefetchAdvertisements).mockClear();
    await homeServerData.prefetch?.(context);
    expect(vi.mocked(prefetchAdvertisements).mock.calls).toEqual([
      [context.queryClient, ['top-sidebar', 'bottom-sidebar', 'sidebar']],
    ]);
  });
});

describe('storyServerData', () => {
  it('answers a slug no story has, or no address, with 404 (decision 206)', () => {
    const unknown = serverContext({ id: 'no-such-story' });
    unknown.queryClient.setQueryData(storyQuery('no-such-story').queryKey, null);
    expect(head(storyServerData, unknown)?.status).toBe(404);
    expect(head(storyServerData, serverContext({ id: '' }))?.status).toBe(404);
  });

  it('heads a story read by its slug', () => {
    const found = serverContext({ id: 'floods' });
    found.queryClient.setQueryData(
      storyQuery('floods').queryKey,
      makeStory({ id: STORY_ID, slug: 'floods', title: 'Floods' }),
    );
    expect(head(storyServerData, found)).toMatchObject({
      title: 'Floods | The Daily Chronicle',
      canonicalPath: '/story/floods',
    });
  });

  it('answers 404 for no story, the story head for one, and leaves an unloaded story to the browser', () => {
    const missing = serverContext({ id: STORY_ID });
    missing.queryClient.setQueryData(storyQuery(STORY_ID).queryKey, null);
    expect(head(storyServerData, missing)?.status).toBe(404);

    const found = serverContext({ id: STORY_ID });
    found.queryClient.setQueryData(storyQuery(STORY_ID).queryKey, makeStory({ id: STORY_ID, title: 'Floods' }));
    expect(head(storyServerData, found)).toMatchObject({ title: 'Floods | The Daily Chronicle', type: 'article' });

    expect(head(storyServerData, serverContext({ id: STORY_ID }))).toEqual({ title: 'The Daily Chronicle' });
  });
});

describe('storyServerData prefetch', () => {
  const RELATED_ID = '4f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
  const prefetched = async (body: unknown) => {
    const context = serverContext({ id: STORY_ID });
    vi.spyOn(context.queryClient, 'fetchQuery').mockResolvedValue(makeStory({ id: STORY_ID, body }));
    const prefetch = vi.spyOn(context.queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    await storyServerData.prefetch?.(context);
    return prefetch.mock.calls.map(([options]) => JSON.stringify(options.queryKey));
  };

  it("looks up the stories the document's related-story cards name, in one query", async () => {
    const card = { type: 'relatedStory', attrs: { storyId: RELATED_ID } };
    const keys = await prefetched({ type: 'doc', content: [card, card] });
    expect(keys).toContain(JSON.stringify(storyCardsQuery([RELATED_ID]).queryKey));
  });

  it('asks for no cards when the document names none', async () => {
    const keys = await prefetched({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(keys.filter((key) => key.includes('"cards"'))).toEqual([]);
  });
});

describe('searchServerData', () => {
  it('asks nothing without words, and titles the page Search', async () => {
    const context = serverContext({}, 'q=%20%20');
    const prefetch = vi.spyOn(context.queryClient, 'prefetchQuery');
    await searchServerData.prefetch?.(context);
    expect(prefetch).not.toHaveBeenCalled();
    expect(head(searchServerData, context)).toMatchObject({ title: 'Search | The Daily Chronicle', noindex: true });
  });

  it('answers a page that is not a page number, or past the last result, with 404', () => {
    expect(head(searchServerData, serverContext({}, 'q=rain&page=0'))?.status).toBe(404);
    const past = serverContext({}, 'q=rain&page=9');
    past.queryClient.setQueryData(searchQuery({ q: 'rain', category: '', from: '', to: '', page: 9 }).queryKey, {
      hits: [],
      total: 0,
    });
    expect(head(searchServerData, past)?.status).toBe(404);
  });

  it('keeps a first page without results (the empty state), not 404', () => {
    const context = serverContext({}, 'q=zebra');
    context.queryClient.setQueryData(searchQuery({ q: 'zebra', category: '', from: '', to: '', page: 1 }).queryKey, {
      hits: [],
      total: 0,
    });
    expect(head(searchServerData, context)).toMatchObject({
      title: 'Search results for “zebra” | The Daily Chronicle',
    });
    expect(head(searchServerData, context)?.status).toBeUndefined();
  });
});
