import { describe, expect, it } from 'vitest';
import { isCounterChange, isCounterWrite } from './counterWrites.ts';

const update = (table: string, record: Record<string, unknown>, old: Record<string, unknown>) => ({
  schema_name: 'public',
  table_name: table,
  type: 'UPDATE',
  record,
  old_record: old,
});

describe('counter writes (decisions 130, 136)', () => {
  it('a story view, an event view and a page view leave the read cache alone', () => {
    expect(isCounterWrite('POST', 'public', '/rpc/record_story_view')).toBe(true);
    // Readers no longer insert story views (issue 47): a direct insert is an ordinary write.
    expect(isCounterWrite('POST', 'public', '/story_views')).toBe(false);
    expect(isCounterWrite('POST', 'public', '/rpc/increment_sports_event_views')).toBe(true);
    expect(isCounterWrite('POST', 'public', '/rpc/record_page_view')).toBe(true);
    expect(isCounterWrite('POST', 'public', '/page_views')).toBe(false);
    expect(isCounterWrite('POST', 'public', '/story_view_counts')).toBe(false);
    expect(isCounterWrite('PATCH', 'public', '/news_stories')).toBe(false);
  });

  it('an event view (view_count and updated_at of sports_events) is a counter change', () => {
    const old = { id: 'e', title: 'Final', view_count: 4, updated_at: '2026-11-25T10:00:00Z' };
    expect(isCounterChange(update('sports_events', { ...old, view_count: 5, updated_at: 'later' }, old))).toBe(true);
    expect(isCounterChange(update('sports_events', { ...old, title: 'Semi', view_count: 5 }, old))).toBe(false);
  });

  it('no news_stories change is a counter change any more: a story view does not touch the row', () => {
    const old = { id: 's', title: 'Story', updated_at: '2026-11-25T10:00:00Z' };
    expect(isCounterChange(update('news_stories', { ...old, updated_at: 'later' }, old))).toBe(false);
    expect(isCounterChange(update('news_stories', { ...old, view_count: 2 }, { ...old, view_count: 1 }))).toBe(false);
  });
});
