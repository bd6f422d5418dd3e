import { describe, expect, it } from 'vitest';
import type { PhotoEssay } from './photoEssay.ts';
import { searchContent } from './search.ts';
import type { Story } from './story.ts';

const base: Story = {
  id: '',
  title: '',
  summary: '',
  author: '',
  publishTime: '',
  readTime: '',
  category: '',
  isFeatured: false,
  imageUrl: '',
  imageAlt: '',
  imageCaption: '',
  imageAuthor: '',
  viewCount: 0,
};
const stories: Story[] = [
  { ...base, id: 's1', title: 'Harare markets', summary: 'Trade', publishTime: '2026-11-01T00:00:00Z' },
  { ...base, id: 's2', title: 'Other', summary: 'About harare rains', publishTime: '2026-11-20T00:00:00Z' },
  { ...base, id: 's3', title: 'HARARE elections', summary: 'x', publishTime: '2026-11-10T00:00:00Z' },
  { ...base, id: 's4', title: 'Cricket', author: 'Tendai Harare', publishTime: '2026-11-15T00:00:00Z' },
  { ...base, id: 's5', title: 'Nothing', category: 'Sports', publishTime: '2026-11-15T00:00:00Z' },
];
const essays: PhotoEssay[] = [
  {
    id: 'e1',
    title: 'Dusk',
    caption: 'Harare skyline',
    photographer: 'P',
    publishTime: '2026-11-18T00:00:00Z',
    imageUrl: '',
    imageAlt: '',
    type: 'day',
  },
];

describe('searchContent', () => {
  it('matches case-insensitively across fields, title matches first then newest', () => {
    const ids = searchContent('  harare ', stories, essays).map((r) => r.item.id);
    expect(ids).toEqual(['s3', 's1', 's2', 'e1', 's4']);
  });

  it('matches story category and essay photographer', () => {
    expect(searchContent('sports', stories, essays).map((r) => r.item.id)).toEqual(['s5']);
    expect(searchContent('p', [], essays).map((r) => r.kind)).toEqual(['essay']);
  });

  it('gives nothing for a blank query', () => {
    expect(searchContent('   ', stories, essays)).toEqual([]);
  });
});
