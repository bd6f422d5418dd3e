/**
 * PostgREST filter for "already public": published_at unset (old rows) or not in the future. The
 * read policies already hide scheduled rows from readers; editors and admins may read them, and
 * must still see the public site as readers do.
 */
export function duePublishedFilter(now: Date = new Date()): string {
  return `published_at.is.null,published_at.lte.${now.toISOString()}`;
}
