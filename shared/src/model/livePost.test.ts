import { describe, expect, it } from 'vitest';
import { LIVE_POST_COLUMNS, mapLivePostRow } from './livePost.ts';

const row = { id: 'p1', story_id: 's1', body: 'Text', published_at: '2026-11-28 12:00:00+00' };

describe('mapLivePostRow', () => {
  it('carries the document a page load or a realtime change brings', () => {
    expect(LIVE_POST_COLUMNS.split(',')).toContain('document');
    const document = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text' }] }] };
    expect(mapLivePostRow({ ...row, document })?.document).toEqual(document);
  });

  it('has no document for a row without one or with anything else there', () => {
    expect(mapLivePostRow(row)?.document).toBeNull();
    expect(mapLivePostRow({ ...row, document: '<p>Text</p>' })?.document).toBeNull();
    expect(mapLivePostRow({ ...row, document: { type: 'paragraph' } })?.document).toBeNull();
  });
});
