import { describe, expect, it } from 'vitest';
import { isValidHomeStory, selectHomeStories, splitAroundAd } from './homeStories.ts';
import type { Story } from './story.ts';

function story(id: string, extra: Partial<Story> = {}): Story {
  return {
    id,
    title: `Title ${id}`,
    summary: `Summary ${id}`,
    author: 'A',
    publishTime: '2026-11-21T00:00:00.000Z',
    readTime: '3',
    category: 'Sports',
    isFeatured: false,
    imageUrl: '',
    imageAlt: '',
    imageCaption: '',
    imageAuthor: '',
    viewCount: 0,
    ...extra,
  };
}

describe('isValidHomeStory', () => {
  it('requires string id/title/summary/author and non-empty id/title/summary', () => {
    expect(isValidHomeStory(story('1'))).toBe(true);
    expect(isValidHomeStory(story('1', { author: '' }))).toBe(true);
    expect(isValidHomeStory(story('1', { summary: '  ' }))).toBe(false);
    expect(isValidHomeStory({ ...story('1'), author: null })).toBe(false);
    expect(isValidHomeStory({ ...story('1'), id: 1 })).toBe(false);
    expect(isValidHomeStory(null)).toBe(false);
  });
});

describe('selectHomeStories', () => {
  it('uses the first 10 valid stories, featuring the first flagged one', () => {
    const list = [story('bad', { summary: '' }), ...Array.from({ length: 12 }, (_, i) => story(String(i)))];
    list[4] = story('3', { isFeatured: true });
    const { featured, latest } = selectHomeStories(list);
    expect(featured?.id).toBe('3');
    expect(latest.map((s) => s.id)).toEqual(['0', '1', '2', '4', '5', '6', '7', '8', '9']);
  });

  it('features the first story when none is flagged and removes it from latest', () => {
    const { featured, latest } = selectHomeStories([story('a'), story('b')]);
    expect(featured?.id).toBe('a');
    expect(latest.map((s) => s.id)).toEqual(['b']);
  });

  it('ignores a flagged story beyond the first 10 valid', () => {
    const list = Array.from({ length: 11 }, (_, i) => story(String(i), { isFeatured: i === 10 }));
    expect(selectHomeStories(list).featured?.id).toBe('0');
  });

  it('returns nothing for an empty list', () => {
    expect(selectHomeStories([])).toEqual({ featured: null, latest: [] });
  });
});

describe('splitAroundAd', () => {
  it('puts 6 before the ad and the rest after', () => {
    const { head, tail } = splitAroundAd([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(head).toEqual([1, 2, 3, 4, 5, 6]);
    expect(tail).toEqual([7, 8, 9]);
  });
});
