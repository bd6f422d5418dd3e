import { describe, expect, it } from 'vitest';
import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, NAV_CATEGORIES, STORY_CATEGORIES } from '../constants/site.ts';
import { categoryHeading, categoryNamesForSlug, relatedStories, storiesInCategory } from './category.ts';
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

describe('categoryNamesForSlug', () => {
  it('gives the Arts & Culture parent and its five subcategories for the parent slug', () => {
    expect(categoryNamesForSlug('arts-culture')).toEqual([
      'Arts & Culture',
      'Arts & Culture - Travel',
      'Arts & Culture - Music',
      'Arts & Culture - Lifestyle',
      'Arts & Culture - Literature',
      'Arts & Culture - Theatre',
    ]);
  });

  it('gives each navigation slug its stored category name, as the database spells it', () => {
    expect(categoryNamesForSlug('business-finance')).toEqual(['Business & Finance']);
    expect(categoryNamesForSlug('arts-culture-travel')).toEqual(['Arts & Culture - Travel']);
    for (const nav of [...NAV_CATEGORIES, ...ARTS_CULTURE_SUBCATEGORIES]) {
      expect(categoryNamesForSlug(nav.slug)).toEqual([nav.category]);
    }
  });

  it('reads the slug case-insensitively and gives nothing for a slug no category has', () => {
    expect(categoryNamesForSlug(' Sports ')).toEqual(['Sports']);
    expect(categoryNamesForSlug('nope')).toEqual([]);
    expect(categoryNamesForSlug('')).toEqual([]);
  });
});
