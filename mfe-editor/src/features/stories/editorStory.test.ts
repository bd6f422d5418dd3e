import { describe, expect, it } from 'vitest';
import { mapEditorStory, mapEditorStoryItems, type EditorStoryRow } from './editorStory.ts';
import { editorialStatus, whereStatus, type StatusFilter } from '../../lib/editorialStatus.ts';

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
  const stories = rows.flatMap((row) => mapEditorStory(row, now) ?? []);

  it('keeps what editing needs and drops rows without a title', () => {
    expect(stories.map((s) => s.id)).toEqual(['1', '2', '3']);
    expect(stories[0]).toMatchObject({ version: 3, status: 'published', publishedAt: '2026-11-20T08:00:00Z' });
    expect(stories[1].version).toBe(1);
  });

  it('calls a published story with a future time Scheduled', () => {
    expect(stories.map((s) => editorialStatus(s, now))).toEqual(['published', 'scheduled', 'draft']);
  });

  it('maps list rows without the body', () => {
    const items = mapEditorStoryItems(rows, now);
    expect(items.map((s) => s.id)).toEqual(['1', '2', '3']);
    expect(items[0]).toEqual({
      id: '1',
      title: 'Budget passes',
      author: 'Ann Reporter',
      category: '',
      status: 'published',
      publishedAt: '2026-11-20T08:00:00Z',
      createdAt: now.toISOString(),
      isFeatured: false,
      viewCount: 10,
    });
  });

  it('asks the database for each status as editorialStatus tells them apart', () => {
    const calls = (filter: StatusFilter) => {
      const made: unknown[][] = [];
      const query = {
        eq: (...args: unknown[]) => (made.push(['eq', ...args]), query),
        lte: (...args: unknown[]) => (made.push(['lte', ...args]), query),
        gt: (...args: unknown[]) => (made.push(['gt', ...args]), query),
      };
      whereStatus(query, filter, now);
      return made;
    };
    const at = now.toISOString();
    expect(calls('all')).toEqual([]);
    expect(calls('draft')).toEqual([['eq', 'status', 'draft']]);
    expect(calls('published')).toEqual([
      ['eq', 'status', 'published'],
      ['lte', 'published_at', at],
    ]);
    expect(calls('scheduled')).toEqual([
      ['eq', 'status', 'published'],
      ['gt', 'published_at', at],
    ]);
  });
});
