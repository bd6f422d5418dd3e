import { describe, expect, it } from 'vitest';
import type { NewsStoryRow, Story } from '../model/story.ts';
import { frontAffected, storyAffected, storyListAffected } from './storyChanges.ts';
import type { TableChange } from './tableChannel.ts';

function story(id: string, publishTime: string, category = 'Sports'): Story {
  return {
    id,
    title: id,
    summary: '',
    author: '',
    publishTime,
    readTime: '',
    category,
    isFeatured: false,
    imageUrl: '',
    imageAlt: '',
    imageCaption: '',
    imageAuthor: '',
    viewCount: 0,
  };
}

/** A realtime payload as Supabase sends it; with the default replica identity, old rows hold only the id. */
function change(eventType: 'INSERT' | 'UPDATE' | 'DELETE', next: NewsStoryRow, old: NewsStoryRow = {}): TableChange {
  return { eventType, new: next, old, schema: 'public', table: 'news_stories' } as unknown as TableChange;
}

const published = (row: NewsStoryRow): NewsStoryRow => ({ status: 'published', category: 'Sports', ...row });

/** A full list of 3, newest first: its oldest story is from 10 November. */
const list = [
  story('a', '2026-11-20T00:00:00.000Z'),
  story('b', '2026-11-15T00:00:00.000Z'),
  story('c', '2026-11-10T00:00:00.000Z'),
];

describe('storyAffected', () => {
  const affects = storyAffected('a');

  it("ignores other stories' changes", () => {
    expect(affects(change('UPDATE', published({ id: 'b', title: 'Retitled' }), { id: 'b' }), list[0])).toBe(false);
    expect(affects(change('INSERT', published({ id: 'z' })), list[0])).toBe(false);
    expect(affects(change('DELETE', {}, { id: 'b' }), list[0])).toBe(false);
  });

  it("takes the story's own update and delete, and its publication while the page shows 404", () => {
    expect(affects(change('UPDATE', published({ id: 'a', title: 'New' }), { id: 'a' }), list[0])).toBe(true);
    expect(affects(change('DELETE', {}, { id: 'a' }), list[0])).toBe(true);
    expect(affects(change('UPDATE', published({ id: 'a' }), { id: 'a' }), null)).toBe(true);
  });
});

describe('storyListAffected', () => {
  const full = storyListAffected({ limit: 3, categories: ['Sports'] });

  it('takes any change of a story the list holds', () => {
    expect(full(change('UPDATE', { id: 'b', status: 'draft' }, { id: 'b' }), list)).toBe(true);
    expect(full(change('UPDATE', published({ id: 'c', title: 'Retitled' }), { id: 'c' }), list)).toBe(true);
  });

  it('takes a delete whose old row holds only the id of a story it lists', () => {
    expect(full(change('DELETE', {}, { id: 'b' }), list)).toBe(true);
    expect(full(change('DELETE', {}, { id: 'zz' }), list)).toBe(false);
  });

  it("takes a newer published story of the list's categories into a full list", () => {
    expect(full(change('INSERT', published({ id: 'n', published_at: '2026-11-21T00:00:00Z' })), list)).toBe(true);
    // As new as the oldest one: it may sort before it.
    expect(full(change('INSERT', published({ id: 'n', published_at: '2026-11-10T00:00:00Z' })), list)).toBe(true);
  });

  it('ignores an older story when the list is full, but not when it has room', () => {
    const older = change('INSERT', published({ id: 'o', published_at: '2026-11-01T00:00:00Z' }));
    expect(full(older, list)).toBe(false);
    expect(full(older, list.slice(0, 2))).toBe(true);
  });

  it('ignores drafts and stories of other categories', () => {
    expect(full(change('INSERT', { id: 'd', status: 'draft', published_at: '2026-11-21T00:00:00Z' }), list)).toBe(
      false,
    );
    expect(
      full(change('INSERT', published({ id: 'f', category: 'Foreign', published_at: '2026-11-21T00:00:00Z' })), list),
    ).toBe(false);
    // The home and latest lists take every category.
    const any = storyListAffected({ limit: 3 });
    expect(
      any(change('INSERT', published({ id: 'f', category: 'Foreign', published_at: '2026-11-21T00:00:00Z' })), list),
    ).toBe(true);
  });

  it('reads a category page from its stories', () => {
    const page = { stories: list, hasNextPage: true };
    expect(full(change('UPDATE', { id: 'a', status: 'archived' }, { id: 'a' }), page)).toBe(true);
    expect(full(change('INSERT', published({ id: 'o', published_at: '2026-11-01T00:00:00Z' })), page)).toBe(false);
  });

  it('takes any change while the list has not loaded', () => {
    expect(full(change('INSERT', { id: 'd', status: 'draft' }), undefined)).toBe(true);
  });
});

describe('storyListAffected on a page after the first', () => {
  const page2 = storyListAffected({ limit: 3, categories: ['Sports'], laterPage: true });

  it('moves when a story of its categories leaves an earlier page, or any story is deleted', () => {
    const unpublished = change('UPDATE', { id: 'z', status: 'draft', category: 'Sports' }, { id: 'z' });
    expect(page2(unpublished, list)).toBe(true);
    expect(page2(change('DELETE', {}, { id: 'z' }), list)).toBe(true);
  });

  it('ignores a story of another category', () => {
    const other = change('UPDATE', { id: 'z', status: 'draft', category: 'Foreign' }, { id: 'z' });
    expect(page2(other, list)).toBe(false);
    expect(storyListAffected({ limit: 3, categories: ['Sports'] })(change('DELETE', {}, { id: 'z' }), list)).toBe(
      false,
    );
  });
});

describe('frontAffected', () => {
  const affects = frontAffected();
  const front = {
    id: 'f',
    containers: [
      { id: 'lead', stories: [list[0]] },
      { id: 'more', stories: list.slice(1) },
    ],
  };

  it('reloads for a story the front shows, whatever the change, and for one that could enter it', () => {
    expect(affects(change('UPDATE', { id: 'c', status: 'draft' }), front)).toBe(true);
    expect(affects(change('DELETE', {}, { id: 'b' }), front)).toBe(true);
    expect(affects(change('INSERT', published({ id: 'n', published_at: '2026-11-21T00:00:00Z' })), front)).toBe(true);
    // A featured story may become the lead, however old.
    const featured = published({ id: 'o', published_at: '2026-01-01T00:00:00Z', is_featured: true });
    expect(affects(change('UPDATE', featured), front)).toBe(true);
    expect(affects(change('UPDATE', published({ id: 'n' })), { id: 'f', containers: [] })).toBe(true);
  });

  it('ignores a draft, and an old story it does not show', () => {
    expect(affects(change('UPDATE', { id: 'd', status: 'draft', published_at: null }), front)).toBe(false);
    expect(affects(change('UPDATE', published({ id: 'o', published_at: '2026-01-01T00:00:00Z' })), front)).toBe(false);
    expect(affects(change('DELETE', {}, { id: 'o' }), front)).toBe(false);
  });
});
