import { describe, expect, it } from 'vitest';
import { countTips, mapStoryTip, type StoryTipRow } from './storyTip.ts';

const row = (id: string, status: string, fields: Partial<StoryTipRow> = {}): StoryTipRow => ({
  id,
  title: `Tip ${id}`,
  summary: 'Something happened.',
  author: 'Reader',
  read_time: '2 min read',
  category: 'Sports',
  image_url: null,
  image_alt: null,
  image_caption: null,
  image_author: null,
  contact_email: null,
  created_at: '2026-11-20T08:00:00Z',
  status,
  reviewed_at: null,
  story_id: null,
  ...fields,
});

describe('story tips', () => {
  it('maps a row; missing optional text is empty, an unknown status reads as new', () => {
    expect(
      mapStoryTip(
        row('1', 'used', { story_id: 's1', contact_email: 'a@b.example', contact: 'Call me', location: null }),
      ),
    ).toMatchObject({
      id: '1',
      contact: 'Call me',
      location: '',
      happenedWhen: '',
      readTime: '2 min read',
      imageUrl: '',
      contactEmail: 'a@b.example',
      status: 'used',
      storyId: 's1',
    });
    expect(mapStoryTip(row('2', 'weird')).status).toBe('new');
  });

  it('counts each status', () => {
    const tips = [row('1', 'new'), row('2', 'new'), row('3', 'dismissed'), row('4', 'used')].map(mapStoryTip);
    expect(countTips(tips)).toEqual({ all: 4, new: 2, reviewed: 0, used: 1, dismissed: 1 });
  });
});
