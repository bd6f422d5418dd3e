/** A category page's URL: page 1 is the bare category URL (its canonical form). */
export function categoryPagePath(slug: string, page: number): string {
  const path = `/category/${encodeURIComponent(slug)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}
