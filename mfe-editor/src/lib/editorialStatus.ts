/** The editorial states stories and photo essays share: the list badges, filters and queries. */

export type EditorialStatus = 'draft' | 'scheduled' | 'published' | 'archived';

export const STATUS_LABELS: Record<EditorialStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

export type StatusFilter = 'all' | 'published' | 'scheduled' | 'draft';

export const STATUS_FILTERS: ReadonlyArray<{ id: StatusFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'published', label: 'Published' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'draft', label: 'Drafts' },
];

/** Published with a future time is Scheduled: the read policies keep it from readers until then. */
export function editorialStatus(
  story: { status: string; publishedAt: string | null },
  now: Date = new Date(),
): EditorialStatus {
  if (story.status === 'draft') return 'draft';
  if (story.status === 'archived') return 'archived';
  if (story.publishedAt && new Date(story.publishedAt).getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

/** A query builder's status filters, as the stories and photo essays tables share them. */
interface StatusFilterable<Q> {
  eq(column: 'status', value: string): Q;
  lte(column: 'published_at', value: string): Q;
  gt(column: 'published_at', value: string): Q;
}

/**
 * `query` narrowed to one editorial status, as editorialStatus() tells them apart: Scheduled is
 * published with a time after `now`, Published is published with a time up to `now`.
 */
export function whereStatus<Q extends StatusFilterable<Q>>(query: Q, filter: StatusFilter, now: Date): Q {
  const at = now.toISOString();
  if (filter === 'draft') return query.eq('status', 'draft');
  if (filter === 'published') return query.eq('status', 'published').lte('published_at', at);
  if (filter === 'scheduled') return query.eq('status', 'published').gt('published_at', at);
  return query;
}
