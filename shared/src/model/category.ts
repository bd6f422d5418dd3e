import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, STORY_CATEGORIES } from '../constants/site.ts';

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
 * The stored category names a slug lists, as the database spells them: what a category page asks
 * the database for. The Arts & Culture parent (/category/arts-culture, "All Arts & Culture" in the
 * menu) lists its five subcategories too (docs/decisions/050); any other slug lists the category
 * whose slug form equals it, compared case-insensitively. Empty for a slug no category has.
 */
export function categoryNamesForSlug(slug: string): string[] {
  const wanted = slug.trim().toLowerCase();
  if (wanted === ARTS_CULTURE.slug) {
    return [ARTS_CULTURE.category, ...ARTS_CULTURE_SUBCATEGORIES.map((sub) => sub.category)];
  }
  return STORY_CATEGORIES.filter((category) => slugifyCategory(category) === wanted);
}
