import { describe, expect, it } from 'vitest';
import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, NAV_CATEGORIES } from '../constants/site.ts';
import { categoryHeading, categoryNamesForSlug } from './category.ts';

describe('categoryHeading', () => {
  it("uses the category's own name, with its '&' and commas, for a slug of the site's categories", () => {
    expect(categoryHeading('business-finance')).toBe('Business & Finance');
    expect(categoryHeading('politics-legal-governance')).toBe('Politics, Legal & Governance');
    expect(categoryHeading('arts-culture')).toBe('Arts & Culture');
    expect(categoryHeading('arts-culture-travel')).toBe('Arts & Culture - Travel');
    expect(categoryHeading('SPORTS')).toBe('Sports');
    for (const nav of [...NAV_CATEGORIES, ...ARTS_CULTURE_SUBCATEGORIES]) {
      expect(categoryHeading(nav.slug)).toBe(nav.category);
    }
  });

  it('title-cases any other slug split on hyphens', () => {
    expect(categoryHeading('weather-and-climate')).toBe('Weather And Climate');
    expect(categoryHeading('LOCAL--news-')).toBe('Local News');
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
