import { describe, expect, it } from 'vitest';
import { formatReadTime, mapStoryRow, mapStoryRows, storyPath, updatedAfterPublication } from './story.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('mapStoryRow', () => {
  it("carries a story page's search and social fields, leaving out blank ones (decision 205)", () => {
    const story = mapStoryRow({
      id: 'a1',
      title: 'Budget day',
      standfirst: 'The line under it.',
      seo_title: 'Budget: every change',
      seo_description: ' ',
      social_title: null,
      social_image_url: 'https://img/share.jpg',
    });
    expect(story).toMatchObject({
      standfirst: 'The line under it.',
      seoTitle: 'Budget: every change',
      socialImageUrl: 'https://img/share.jpg',
    });
    expect(story).not.toHaveProperty('seoDescription');
    expect(story).not.toHaveProperty('socialTitle');
    expect(story).not.toHaveProperty('socialImageFocal');
  });

  it("carries the media library's focal point of the social image, when in range", () => {
    const row = { id: 'a1', title: 'Budget day', social_image_url: 'https://img/share.jpg' };
    expect(mapStoryRow({ ...row, social_image_focal: { x: 0.25, y: 1 } })?.socialImageFocal).toEqual({
      x: 0.25,
      y: 1,
    });
    for (const focal of [null, { x: 1.5, y: 0.5 }, { x: 0.5 }, 'centre']) {
      expect(mapStoryRow({ ...row, social_image_focal: focal })).not.toHaveProperty('socialImageFocal');
    }
  });

  it('maps a full row to the client shape', () => {
    const story = mapStoryRow(
      {
        id: 'a1',
        title: 'Budget day',
        summary: 'Body',
        author: 'Jane',
        category: 'Business & Finance',
        read_time: '5 min read',
        image_url: 'https://img/x.jpg',
        image_alt: 'Chancellor',
        image_caption: 'At the box',
        image_author: 'Sam',
        is_featured: true,
        published_at: '2026-11-20T08:00:00Z',
        created_at: '2026-11-19T08:00:00Z',
        view_count: 12,
      },
      NOW,
    );
    expect(story).toEqual({
      id: 'a1',
      title: 'Budget day',
      summary: 'Body',
      author: 'Jane',
      publishTime: '2026-11-20T08:00:00.000Z',
      readTime: '5 min read',
      category: 'Business & Finance',
      isFeatured: true,
      imageUrl: 'https://img/x.jpg',
      imageAlt: 'Chancellor',
      imageCaption: 'At the box',
      imageAuthor: 'Sam',
      viewCount: 12,
    });
  });

  it('fills defaults for missing fields', () => {
    const story = mapStoryRow({ id: 'b', title: 'T' }, NOW);
    expect(story).toMatchObject({
      summary: '',
      author: '',
      category: '',
      imageUrl: '',
      imageAlt: '',
      isFeatured: false,
      viewCount: 0,
      publishTime: NOW.toISOString(),
    });
  });

  it('falls back from published_at to created_at to now, and now for invalid dates', () => {
    expect(mapStoryRow({ id: 'c', title: 'T', created_at: '2026-01-02T00:00:00Z' }, NOW)?.publishTime).toBe(
      '2026-01-02T00:00:00.000Z',
    );
    expect(mapStoryRow({ id: 'c', title: 'T', published_at: 'not a date' }, NOW)?.publishTime).toBe(NOW.toISOString());
  });

  it('treats the literal alt text "undefined" as absent', () => {
    expect(mapStoryRow({ id: 'd', title: 'T', image_alt: 'undefined' }, NOW)?.imageAlt).toBe('');
  });

  it('drops rows without id or title', () => {
    const rows = [{ id: 'e', title: 'Kept' }, { id: '', title: 'No id' }, { id: 'f', title: null }, { title: 'x' }];
    expect(mapStoryRows(rows, NOW).map((s) => s.title)).toEqual(['Kept']);
  });
});

describe('storyPath (decision 206)', () => {
  it("is the slug's address, in any script, else the id's (which redirects to it)", () => {
    expect(storyPath(mapStoryRow({ id: 'a1', title: 'T', slug: 'floods-hit-harare' })!)).toBe(
      '/story/floods-hit-harare',
    );
    expect(storyPath({ id: 'a1', slug: 'москва' })).toBe(`/story/${encodeURIComponent('москва')}`);
    expect(storyPath(mapStoryRow({ id: 'a1', title: 'T', slug: null })!)).toBe('/story/a1');
  });
});

describe('formatReadTime', () => {
  it('adds "min read" to bare numbers only', () => {
    expect(formatReadTime('5')).toBe('5 min read');
    expect(formatReadTime('7 min read')).toBe('7 min read');
  });
});

describe('updatedAfterPublication', () => {
  const publishTime = '2026-11-20T08:00:00.000Z';
  it('is the update time when the story changed after its publication, else null', () => {
    expect(updatedAfterPublication({ publishTime, updatedTime: '2026-11-27T16:30:00.000Z' })).toBe(
      '2026-11-27T16:30:00.000Z',
    );
    // Saved as it was published, scheduled before its time, or never known: no "Updated".
    expect(updatedAfterPublication({ publishTime, updatedTime: '2026-11-20T08:00:30.000Z' })).toBeNull();
    expect(updatedAfterPublication({ publishTime, updatedTime: '2026-11-19T08:00:00.000Z' })).toBeNull();
    expect(updatedAfterPublication({ publishTime })).toBeNull();
  });
});
