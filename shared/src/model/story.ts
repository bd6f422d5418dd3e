import type { Tables } from '../supabase/database.types.ts';
import { mapCredits, type Credit } from './credit.ts';
import { mapStoryCorrections, type StoryCorrection, type StoryCorrectionRow } from './correction.ts';
import { focalPointOf, type FocalPoint } from './focalPoint.ts';
import { resolvePublishTime } from './publishTime.ts';
import { storyPageFieldsOf, type StoryPageFieldRow, type StoryPageFields } from './storyPageFields.ts';
import { altText, idOf, textOr } from './text.ts';

/** The news_stories columns a story card or article reads (storyColumns.ts selects these). */
type StoryColumn =
  | 'id'
  | 'title'
  | 'summary'
  | 'body'
  | 'excerpt'
  | 'author'
  | 'category'
  | 'read_time'
  | 'image_url'
  | 'image_alt'
  | 'image_caption'
  | 'image_author'
  | 'image_focal_x'
  | 'image_focal_y'
  | 'is_featured'
  | 'status'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
  | 'view_count'
  | 'live_state'
  | 'slug';

/**
 * A news_stories row as PostgREST or a realtime payload returns it: the generated column types
 * (database.types.ts), each optional and nullable, since selects are partial, a DELETE's old row
 * carries the key only and old data has gaps. `excerpt` is the body's first 400 characters.
 */
export type NewsStoryRow = { [K in StoryColumn]?: Tables<'news_stories'>[K] | null } & {
  /** Computed field: the live blog's latest post time. */
  live_updated_at?: string | null;
  /** Computed fields: the story's authors in byline order and its tags ([{id, name, slug}]). */
  credits?: unknown;
  topics?: unknown;
  /** Embedded on a story's own page: its corrections and clarifications. */
  story_corrections?: StoryCorrectionRow[] | null;
} & StoryPageFieldRow;

/** The client shape of a story (docs/product/data.md#stories). publishTime is an ISO timestamp. */
export interface Story extends StoryPageFields {
  id: string;
  /** The story's current slug (its address: storyPath), when the query read it. */
  slug?: string;
  title: string;
  summary: string;
  author: string;
  publishTime: string;
  readTime: string;
  category: string;
  isFeatured: boolean;
  imageUrl: string;
  imageAlt: string;
  imageCaption: string;
  imageAuthor: string;
  /** The point every crop of the image keeps in frame (the editor's click), if set. */
  imageFocal?: FocalPoint;
  viewCount: number;
  /** When the story was last edited (ISO), if known: structured data's dateModified. */
  updatedTime?: string;
  /** Set for a live blog (docs/product/live-blogs.md): running or ended. */
  liveState?: LiveState;
  /** A live blog's latest post time (ISO). */
  liveUpdatedTime?: string;
  /** The byline's authors with pages, in order (lists and the story's page). */
  authors?: Credit[];
  /** The story's topic tags (its own page). */
  tags?: Credit[];
  /** On a story's own page: its corrections and clarifications, oldest first. */
  corrections?: StoryCorrection[];
  /**
   * On a story's own page: the story document (news_stories.body, docs/product/story-documents.md),
   * as stored; the renderer draws only what the schema knows.
   */
  body?: unknown;
}

export type LiveState = 'live' | 'ended';

function liveStateOf(value: unknown): LiveState | undefined {
  return value === 'live' || value === 'ended' ? value : undefined;
}

/** Maps one row; returns null for rows without an id or a title, which are never shown. */
export function mapStoryRow(row: NewsStoryRow, now: Date = new Date()): Story | null {
  const id = idOf(row.id);
  const title = textOr(row.title);
  if (!id || !title.trim()) return null;
  return {
    id,
    title,
    // Lists read the excerpt; a story's own page reads the whole body.
    summary: textOr(row.summary ?? row.excerpt),
    author: textOr(row.author),
    publishTime: resolvePublishTime(row.published_at, row.created_at, now),
    readTime: textOr(row.read_time),
    category: textOr(row.category),
    isFeatured: row.is_featured === true,
    imageUrl: textOr(row.image_url),
    imageAlt: altText(row.image_alt),
    imageCaption: textOr(row.image_caption),
    imageAuthor: textOr(row.image_author),
    viewCount: typeof row.view_count === 'number' && Number.isFinite(row.view_count) ? row.view_count : 0,
    ...focalPointOf(row.image_focal_x, row.image_focal_y),
    ...(row.slug ? { slug: row.slug } : {}),
    ...(row.updated_at ? { updatedTime: row.updated_at } : {}),
    ...(liveStateOf(row.live_state) ? { liveState: liveStateOf(row.live_state) } : {}),
    ...(row.live_updated_at ? { liveUpdatedTime: row.live_updated_at } : {}),
    ...(row.credits !== undefined ? { authors: mapCredits(row.credits) } : {}),
    ...(row.topics !== undefined ? { tags: mapCredits(row.topics) } : {}),
    ...(Array.isArray(row.story_corrections) ? { corrections: mapStoryCorrections(row.story_corrections) } : {}),
    ...(row.body !== undefined && row.body !== null ? { body: row.body } : {}),
    ...storyPageFieldsOf(row),
  };
}

/**
 * A story's address (decision 206): /story/{slug}; /story/{id} when the slug was not read, which
 * the site redirects to the slug's address.
 */
export function storyPath(story: { id: string; slug?: string | null }): string {
  return `/story/${encodeURIComponent(story.slug || story.id)}`;
}

export function mapStoryRows(rows: readonly NewsStoryRow[] | null | undefined, now: Date = new Date()): Story[] {
  return (rows ?? []).flatMap((row) => {
    const story = mapStoryRow(row, now);
    return story ? [story] : [];
  });
}

/** "5" or 5 reads as "5 min read"; free text such as "7 min read" is kept as written. */
export function formatReadTime(readTime: string): string {
  const trimmed = readTime.trim();
  return /^\d+$/.test(trimmed) ? `${trimmed} min read` : trimmed;
}

/** A change this soon after publication is part of publishing it, not an update readers are told of. */
export const UPDATE_GRACE_MS = 60_000;

/**
 * When a story was changed after it was published (ISO), or null: the "Updated" time readers see,
 * the feeds' atom:updated. Its publication date stays the first one (decision 167).
 */
export function updatedAfterPublication(story: Pick<Story, 'publishTime' | 'updatedTime'>): string | null {
  if (!story.updatedTime) return null;
  const updated = Date.parse(story.updatedTime);
  const published = Date.parse(story.publishTime);
  if (Number.isNaN(updated) || Number.isNaN(published)) return null;
  return updated - published > UPDATE_GRACE_MS ? story.updatedTime : null;
}
