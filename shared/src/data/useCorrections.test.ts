import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { CORRECTIONS_PAGE_SIZE, fetchCorrectionsPage } from './useCorrections.ts';

const row = (i: number) => ({
  id: `n${i}`,
  kind: i % 2 ? 'clarification' : 'correction',
  note: `Note ${i}`,
  published_at: `2026-11-2${i % 10}T10:00:00Z`,
  news_stories: { id: `s${i}`, title: `Story ${i}`, slug: `story-${i}` },
});

describe('fetchCorrectionsPage', () => {
  it("lists published stories' notes newest first, one row more than a page", async () => {
    const { client, calls } = fakePostgrest({
      data: Array.from({ length: CORRECTIONS_PAGE_SIZE + 1 }, (_, i) => row(i)),
    });
    const page = await fetchCorrectionsPage(2, client);
    expect(calls[0]).toEqual(['from', 'story_corrections']);
    // The story's slug, for a link to its address (decision 206).
    expect(calls).toContainEqual(['select', 'id,kind,note,published_at,news_stories!inner(id,title,slug)']);
    expect(calls).toContainEqual(['eq', 'news_stories.status', 'published']);
    expect(calls).toContainEqual(['order', 'published_at', { ascending: false }]);
    expect(calls).toContainEqual(['range', CORRECTIONS_PAGE_SIZE, 2 * CORRECTIONS_PAGE_SIZE]);
    expect(page.hasNextPage).toBe(true);
    expect(page.notes).toHaveLength(CORRECTIONS_PAGE_SIZE);
    expect(page.notes[1]).toEqual({
      id: 'n1',
      kind: 'clarification',
      note: 'Note 1',
      publishedAt: '2026-11-21T10:00:00Z',
      story: { id: 's1', slug: 'story-1', title: 'Story 1' },
    });
  });

  it('drops a note whose story did not come with it', async () => {
    const { client } = fakePostgrest({ data: [{ ...row(1), news_stories: null }] });
    expect((await fetchCorrectionsPage(1, client)).notes).toEqual([]);
  });
});
