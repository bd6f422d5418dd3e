import { describe, expect, it } from 'vitest';
import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, NAV_CATEGORIES } from '../constants/site.ts';
import { categoryHeading, categoryNamesForSlug } from './category.ts';

describe('categoryHeading', () => {
  it('title-cases the slug split on hyphens', () => {
    expect(categoryHeading('politics-legal-governance')).toBe('Politics Legal Governance');
    expect(categoryHeading('SPORTS')).toBe('Sports');
  });
});

describe('categoryNamesForSlug', () => {
  it('gives the Arts & Culture parent and its five subcategories for the parent slug', () => {
    expect(categoryNamesForSlug(ARTS_CULTURE.slug)).toHaveLength(6);
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
    expect(categoryNamesForSlug('weather')).toEqual([]);
    expect(categoryNamesForSlug('')).toEqual([]);
  });
});
