import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { STORY_CARD_COLUMNS, STORY_PAGE_COLUMNS } from './storyColumns.ts';
import { fetchStoryViewCounts } from './useStoryViewCounts.ts';

describe('story view counts (decision 136)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists and the story page do not select the computed view_count', () => {
    expect(STORY_CARD_COLUMNS.split(',')).not.toContain('view_count');
    expect(STORY_PAGE_COLUMNS.split(',')).not.toContain('view_count');
  });

  it("asks for the shown stories' counts by id, named (select=* leaves the computed field out)", async () => {
    const { client, calls } = fakePostgrest({
      data: [
        { id: 'a', view_count: 12 },
        { id: 'b', view_count: null },
      ],
    });
    expect(await fetchStoryViewCounts(['a', 'b'], client)).toEqual({ a: 12, b: 0 });
    expect(calls).toEqual([
      ['from', 'news_stories'],
      ['select', 'id, view_count'],
      ['in', 'id', ['a', 'b']],
    ]);
  });

  it('asks nothing for an empty list, and reads a failure as 0 (only logged)', async () => {
    const empty = fakePostgrest({ data: [] });
    expect(await fetchStoryViewCounts([], empty.client)).toEqual({});
    expect(empty.calls).toEqual([]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = fakePostgrest({ error: { message: 'boom' } });
    expect(await fetchStoryViewCounts(['a'], failing.client)).toEqual({ a: 0 });
    expect(log).toHaveBeenCalled();
  });
});
