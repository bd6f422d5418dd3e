import { describe, expect, it } from 'vitest';
import { countStories, editorialStatus, filterStories, mapEditorStories, type EditorStoryRow } from './editorStory.ts';

const now = new Date('2026-11-22T12:00:00Z');
const rows: EditorStoryRow[] = [
  {
    id: '1',
    title: 'Budget passes',
    author: 'Ann Reporter',
    status: 'published',
    published_at: '2026-11-20T08:00:00Z',
    view_count: 10,
    version: 3,
  },
  {
    id: '2',
    title: 'Cup final preview',
    author: 'Ben Sport',
    status: 'published',
    published_at: '2026-11-23T09:00:00Z',
  },
  { id: '3', title: 'Untitled idea', author: 'ann reporter', status: 'draft', published_at: null, view_count: 2 },
  { id: '4', title: '', status: 'draft' },
];

describe('editor stories', () => {
  const stories = mapEditorStories(rows, now);

  it('keeps what editing needs and drops rows without a title', () => {
    expect(stories.map((s) => s.id)).toEqual(['1', '2', '3']);
    expect(stories[0]).toMatchObject({ version: 3, status: 'published', publishedAt: '2026-11-20T08:00:00Z' });
    expect(stories[1].version).toBe(1);
  });

  it('calls a published story with a future time Scheduled', () => {
    expect(stories.map((s) => editorialStatus(s, now))).toEqual(['published', 'scheduled', 'draft']);
  });

  it('filters by status and searches title or author', () => {
    expect(filterStories(stories, 'scheduled', '', now).map((s) => s.id)).toEqual(['2']);
    expect(filterStories(stories, 'draft', '', now).map((s) => s.id)).toEqual(['3']);
    expect(filterStories(stories, 'all', '  ANN ', now).map((s) => s.id)).toEqual(['1', '3']);
    expect(filterStories(stories, 'published', 'cup', now)).toEqual([]);
    expect(filterStories(stories, 'all', 'final', now).map((s) => s.id)).toEqual(['2']);
  });

  it('counts for the stat cards', () => {
    expect(countStories(stories, now)).toEqual({ published: 1, scheduled: 1, drafts: 1, views: 12 });
  });
});
