import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageSurrogateKeys } from './surrogateKeys.ts';

const STORY = '6f1c2a3b-0000-4000-8000-000000000001';
const RELATED = '6f1c2a3b-0000-4000-8000-000000000002';

function state(queries: Array<[readonly unknown[], unknown]>): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(([queryKey, data]) => ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: { data, status: 'success' },
    })),
  } as unknown as DehydratedState;
}

describe('pageSurrogateKeys', () => {
  it('names the site, the lists a page read and every row it shows', () => {
    const keys = pageSurrogateKeys(
      state([
        [['stories', 'story', STORY], { id: STORY, title: 'A' }],
        [['stories', 'related', STORY, 'Sport'], [{ id: RELATED }]],
        [['advertisements', 'header'], []],
      ]),
    );
    expect(keys).toEqual(
      expect.arrayContaining(['site', 'list:news_stories', 'list:advertisements', `row:${STORY}`, `row:${RELATED}`]),
    );
    expect(keys).not.toContain('list:photo_essays');
  });

  it('names every table for a query family it does not know: purged by any change', () => {
    const keys = pageSurrogateKeys(state([[['something-new'], { id: STORY }]]));
    expect(keys).toEqual(expect.arrayContaining(['list:news_stories', 'rows:news_stories', 'list:live_feeds']));
  });

  it('names the tables rather than each row when the rows would not fit a header', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      id: `6f1c2a3b-0000-4000-8000-${String(i).padStart(12, '0')}`,
    }));
    const keys = pageSurrogateKeys(state([[['stories', 'latest', 200], many]]));
    expect(keys).toEqual(['site', 'list:news_stories', 'rows:news_stories']);
  });

  it('search results name both tables they show', () => {
    expect(pageSurrogateKeys(state([[['search', { q: 'x' }], { hits: [] }]]))).toEqual(
      expect.arrayContaining(['rows:news_stories', 'rows:photo_essays']),
    );
  });
});
