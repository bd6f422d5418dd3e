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

export function mapEditorStories(rows: readonly EditorStoryRow[] | null | undefined, now = new Date()): EditorStory[] {
  return (rows ?? []).flatMap((row) => {
    const story = mapEditorStory(row, now);
    return story ? [story] : [];
  });
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

/** Filter by status and search by title or author (trimmed, case-insensitive). */
export function filterStories<T extends Pick<EditorStory, 'status' | 'publishedAt' | 'title' | 'author'>>(
  stories: readonly T[],
  filter: StatusFilter,
  search: string,
  now: Date = new Date(),
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return stories.filter((story) => {
    if (filter !== 'all' && editorialStatus(story, now) !== filter) return false;
    if (!needle) return true;
    return story.title.toLocaleLowerCase().includes(needle) || story.author.toLocaleLowerCase().includes(needle);
  });
}

export interface StoryCounts {
  published: number;
  scheduled: number;
  drafts: number;
  views: number;
}

export function countStories(stories: readonly EditorStory[], now: Date = new Date()): StoryCounts {
  const counts: StoryCounts = { published: 0, scheduled: 0, drafts: 0, views: 0 };
  for (const story of stories) {
    const status = editorialStatus(story, now);
    if (status === 'published') counts.published += 1;
    if (status === 'scheduled') counts.scheduled += 1;
    if (status === 'draft') counts.drafts += 1;
    counts.views += story.viewCount;
  }
  return counts;
}
