import { describe, expect, it } from 'vitest';
import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, NAV_CATEGORIES, STORY_CATEGORIES } from '../constants/site.ts';
import { categoryHeading, relatedStories, storiesInCategory } from './category.ts';
import type { Story } from './story.ts';

const make = (id: string, category: string): Story => ({
  id,
  title: id,
  summary: 's',
  author: 'a',
  publishTime: '2026-11-21T00:00:00Z',
  readTime: '',
  category,
  isFeatured: false,
  imageUrl: '',
  imageAlt: '',
  imageCaption: '',
  imageAuthor: '',
  viewCount: 0,
});
const all = STORY_CATEGORIES.map((category, i) => make(`s${i}`, category));

describe('categoryHeading', () => {
  it('title-cases the slug split on hyphens', () => {
    expect(categoryHeading('politics-legal-governance')).toBe('Politics Legal Governance');
    expect(categoryHeading('SPORTS')).toBe('Sports');
  });
});

describe('storiesInCategory', () => {
  it('resolves every navigation slug to its own category', () => {
    for (const nav of [...NAV_CATEGORIES, ...ARTS_CULTURE_SUBCATEGORIES]) {
      expect(storiesInCategory(all, nav.slug).map((s) => s.category)).toEqual([nav.category]);
    }
  });

  it('lists Arts & Culture with all its subcategories for the parent slug', () => {
    expect(storiesInCategory(all, ARTS_CULTURE.slug)).toHaveLength(6);
  });

  it('matches case-insensitively and returns nothing for unknown slugs', () => {
    expect(storiesInCategory([make('x', 'sports')], 'Sports')).toHaveLength(1);
    expect(storiesInCategory(all, 'weather')).toEqual([]);
  });
});

describe('relatedStories', () => {
  it('returns up to 3 other stories of the same category', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => make(id, 'Sports'));
    expect(relatedStories([...list, make('f', 'Foreign')], list[0]).map((s) => s.id)).toEqual(['b', 'c', 'd']);
  });
});
