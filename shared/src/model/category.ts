import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, STORY_CATEGORIES } from '../constants/site.ts';

/** "Arts & Culture - Travel" -> "arts-culture-travel": the URL form of a category. */
export function slugifyCategory(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The fallback heading: the slug split on hyphens, in title case. */
function titleCaseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * A category page's heading: the category's own name when the slug is one of the site's categories
 * ("business-finance" -> "Business & Finance", the navigation's spelling), else the slug in title
 * case. Pure, so the server's HTML and the browser's render agree.
 */
export function categoryHeading(slug: string): string {
  return categoryNamesForSlug(slug)[0] ?? titleCaseSlug(slug);
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
