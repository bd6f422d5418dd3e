import { describe, expect, it } from 'vitest';
import { catchUp, PUBLICATION_KEYS } from './purgeListener.mjs';

/** A stand-in for supabase-js's query builder over page_purges rows. */
function clientWith(rows, error = null) {
  return {
    from: () => {
      let from = 0;
      let limit = Infinity;
      const query = {
        select: () => query,
        gte: (_column, id) => ((from = id), query),
        order: () => query,
        limit: (count) => ((limit = count), query),
        then: (resolve) =>
          resolve({ data: error ? null : rows.filter((row) => row.id >= from).slice(0, limit), error }),
      };
      return query;
    },
  };
}

describe('catchUp', () => {
  const rows = [
    { id: 7, keys: ['row:a'] },
    { id: 8, keys: ['row:b'] },
    { id: 9, keys: ['list:news_stories'] },
  ];

  it('returns the purges after the last one heard', async () => {
    expect(await catchUp(clientWith(rows), 7)).toEqual(rows.slice(1));
    expect(await catchUp(clientWith(rows), 9)).toEqual([]);
  });

  it('cannot know (null: purge everything) on the first join, a pruned last row or an error', async () => {
    expect(await catchUp(clientWith(rows), null)).toBeNull();
    expect(await catchUp(clientWith(rows), 3)).toBeNull();
    expect(await catchUp(clientWith(rows, { message: 'down' }), 7)).toBeNull();
  });
});

describe('the publication clock', () => {
  it('purges the pages listing ads too: an ad leaves them when its window closes, with no write (decision 187)', () => {
    expect(PUBLICATION_KEYS).toEqual(expect.arrayContaining(['list:advertisements', 'list:news_stories']));
  });
});
