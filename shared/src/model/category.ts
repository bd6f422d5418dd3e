import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, NAV_CATEGORIES, STORY_CATEGORIES } from '../constants/site.ts';
import type { Story } from './story.ts';

/** "Arts & Culture - Travel" -> "arts-culture-travel": the URL form of a category. */
export function slugifyCategory(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug becomes a title-case heading by splitting on hyphens. */
export function categoryHeading(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * The categories a slug lists, compared case-insensitively. The Arts & Culture parent
 * (/category/arts-culture, "All Arts & Culture" in the menu) lists its five subcategories too
 * (docs/decisions/050). Any other slug lists the category whose slug form equals it.
 */
export function categoriesForSlug(slug: string): string[] {
  const wanted = slug.trim().toLowerCase();
  if (wanted === ARTS_CULTURE.slug) {
    return [ARTS_CULTURE.category, ...ARTS_CULTURE_SUBCATEGORIES.map((sub) => sub.category)].map((c) =>
      c.toLowerCase(),
    );
  }
  const known = [...NAV_CATEGORIES, ...ARTS_CULTURE_SUBCATEGORIES].find((nav) => nav.slug === wanted);
  return [known ? known.category.toLowerCase() : wanted.replace(/-/g, ' ')];
}

/**
 * The stored category names a slug lists, as the database spells them (the same rule as
 * categoriesForSlug): what a category page asks the database for. Empty for a slug no category has.
 */
export function categoryNamesForSlug(slug: string): string[] {
  const wanted = categoriesForSlug(slug);
  const slugForm = slug.trim().toLowerCase();
  return STORY_CATEGORIES.filter(
    (category) => wanted.includes(category.toLowerCase()) || slugifyCategory(category) === slugForm,
  );
}

export function storiesInCategory(stories: readonly Story[], slug: string): Story[] {
  const wanted = slug.trim().toLowerCase();
  const categories = categoriesForSlug(slug);
  return stories.filter((story) => {
    const category = story.category.trim().toLowerCase();
    return categories.includes(category) || slugifyCategory(category) === wanted;
  });
}

/** Related stories: up to 3 others of the same category (case-insensitive), newest first as listed. */
export function relatedStories(stories: readonly Story[], story: Story, limit = 3): Story[] {
  const category = story.category.trim().toLowerCase();
  if (!category) return [];
  return stories
    .filter((other) => other.id !== story.id && other.category.trim().toLowerCase() === category)
    .slice(0, limit);
}
