import type { NewsStoryRow, Story } from '../model/story.ts';
import type { TableChange } from './tableChannel.ts';

/**
 * Whether a realtime change of news_stories can alter a query's data (docs/product/data.md#state-changes).
 * Each page refreshes only the queries that show the changed story or that it could now enter,
 * not everything every open page holds (issue 33).
 */
export type ChangeAffects = (change: TableChange, data: unknown) => boolean;

/** The rows a change carries: the new one (insert, update) and the old one (update, delete: at least its id). */
function changedRows(change: TableChange): NewsStoryRow[] {
  return [change.new, change.old].filter(
    (row): row is NewsStoryRow => typeof row === 'object' && row !== null && Object.keys(row).length > 0,
  );
}

function mentions(change: TableChange, ids: ReadonlySet<string>): boolean {
  return changedRows(change).some((row) => row.id !== undefined && row.id !== null && ids.has(String(row.id)));
}

/** The stories a list query holds: an array, or a page object with `stories`. */
function storiesOf(data: unknown): readonly Story[] | undefined {
  if (Array.isArray(data)) return data as Story[];
  if (typeof data === 'object' && data !== null && Array.isArray((data as { stories?: unknown }).stories)) {
    return (data as { stories: Story[] }).stories;
  }
  return undefined;
}

/** One story's page: changes of that story only. */
export function storyAffected(id: string): ChangeAffects {
  return (change) => mentions(change, new Set([id]));
}

export interface StoryListShape {
  /** How many stories the list holds when full. */
  limit: number;
  /** Only stories of these categories can enter (category pages, related stories). */
  categories?: readonly string[];
  /**
   * A page after the first: a story leaving an earlier page (unpublished, deleted, moved) shifts
   * this one, so any delete and any change of a story of its categories affects it.
   */
  laterPage?: boolean;
}

function ofCategories(row: NewsStoryRow, categories: readonly string[] | undefined): boolean {
  return !categories || categories.includes(row.category ?? '');
}

/**
 * A newest-first list of published stories: affected when it holds the changed story, or when the
 * changed story is published, of the list's categories, and new enough to enter it (the list is not
 * full, or the story is not older than its oldest one). A later page also moves with earlier ones.
 */
export function storyListAffected({ limit, categories, laterPage = false }: StoryListShape): ChangeAffects {
  return (change, data) => {
    const stories = storiesOf(data);
    if (!stories) return true;
    if (mentions(change, new Set(stories.map((story) => story.id)))) return true;
    if (laterPage && (change.eventType === 'DELETE' || changedRows(change).some((r) => ofCategories(r, categories)))) {
      return true;
    }
    const row = change.new as NewsStoryRow | undefined;
    if (!row || row.status !== 'published') return false;
    if (!ofCategories(row, categories)) return false;
    if (stories.length < limit || !row.published_at) return true;
    const oldest = stories[stories.length - 1]?.publishTime;
    return !oldest || new Date(row.published_at).getTime() >= new Date(oldest).getTime();
  };
}

/** The stories an edition's front shows (shared/src/model/front.ts), or undefined for other data. */
function storiesOnFront(data: unknown): readonly Story[] | undefined {
  const containers = (data as { containers?: unknown } | null)?.containers;
  if (!Array.isArray(containers)) return undefined;
  return containers.flatMap((container: { stories?: Story[] }) => container.stories ?? []);
}

/**
 * An edition's front (docs/product/fronts.md): affected when it shows the changed story, or when a
 * published story could enter one of its rules: a featured one (the lead), or one not older than
 * the oldest story it shows. An edit of a draft, or of an old story it does not show, is not.
 */
export function frontAffected(): ChangeAffects {
  return (change, data) => {
    const stories = storiesOnFront(data);
    if (!stories) return true;
    if (mentions(change, new Set(stories.map((story) => story.id)))) return true;
    const row = change.new as NewsStoryRow | undefined;
    if (!row || row.status !== 'published') return false;
    if (row.is_featured || !row.published_at || stories.length === 0) return true;
    const oldest = Math.min(...stories.map((story) => new Date(story.publishTime).getTime()));
    return new Date(row.published_at).getTime() >= oldest;
  };
}
