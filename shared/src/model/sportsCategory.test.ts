import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_COLOR, mapSportsCategoryRows } from './sportsCategory.ts';

describe('mapSportsCategoryRows', () => {
  it('maps rows and keeps only safe slugs and colours', () => {
    const categories = mapSportsCategoryRows([
      { id: 'c1', name: 'Football', slug: 'football', icon: '⚽', color: '#16A34A', is_active: true },
      { id: 'c2', name: 'Cricket', slug: 'cricket', color: 'red; background: url(x)' },
      { id: 'c3', name: 'Bad', slug: '../x' },
      { id: '', name: 'No id', slug: 'no-id' },
    ]);
    expect(categories).toEqual([
      { id: 'c1', name: 'Football', slug: 'football', icon: '⚽', color: '#16A34A', isActive: true },
      { id: 'c2', name: 'Cricket', slug: 'cricket', icon: '', color: DEFAULT_CATEGORY_COLOR, isActive: true },
    ]);
  });
});
