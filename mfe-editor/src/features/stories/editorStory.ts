import { mapStoryRow, type NewsStoryRow, type Story } from '@newsroom/shared';

/** A news_stories row as the console reads it (editors see drafts and scheduled rows too). */
export interface EditorStoryRow extends NewsStoryRow {
  version?: number | null;
}

/** The console's story: the reader's shape plus what editing needs. */
export interface EditorStory extends Story {
  status: string;
  /** The row's own published_at (null for drafts without a planned time). */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

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

/** A row of the console's story list: what a list row shows, never the body. */
export interface EditorStoryItem {
  id: string;
  title: string;
  author: string;
  category: string;
  status: string;
  publishedAt: string | null;
  createdAt: string;
  isFeatured: boolean;
  viewCount: number;
}

export type EditorStoryItemRow = Pick<
  EditorStoryRow,
  'id' | 'title' | 'author' | 'category' | 'status' | 'published_at' | 'created_at' | 'is_featured' | 'view_count'
>;

export function mapEditorStory(row: EditorStoryRow, now: Date = new Date()): EditorStory | null {
  const story = mapStoryRow(row, now);
  if (!story) return null;
  return {
    ...story,
    status: typeof row.status === 'string' ? row.status : 'published',
    publishedAt: row.published_at ?? null,
    createdAt: row.created_at ?? now.toISOString(),
    updatedAt: row.updated_at ?? row.created_at ?? now.toISOString(),
    version: typeof row.version === 'number' ? row.version : 1,
  };
}

/** Published with a future time is Scheduled: the read policies keep it from readers until then. */
export function editorialStatus(
  story: Pick<EditorStory, 'status' | 'publishedAt'>,
  now: Date = new Date(),
): EditorialStatus {
  if (story.status === 'draft') return 'draft';
  if (story.status === 'archived') return 'archived';
  if (story.publishedAt && new Date(story.publishedAt).getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

export function mapEditorStoryItems(
  rows: readonly EditorStoryItemRow[] | null | undefined,
  now: Date = new Date(),
): EditorStoryItem[] {
  return (rows ?? []).flatMap((row) => {
    const story = mapStoryRow(row, now);
    if (!story) return [];
    const { id, title, author, category, isFeatured, viewCount } = story;
    return [
      {
        id,
        title,
        author,
        category,
        isFeatured,
        viewCount,
        status: typeof row.status === 'string' ? row.status : 'published',
        publishedAt: row.published_at ?? null,
        createdAt: row.created_at ?? now.toISOString(),
      },
    ];
  });
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
