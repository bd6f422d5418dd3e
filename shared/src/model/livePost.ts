import type { StoryDocument } from '../document/types.ts';
import { httpUrlOrEmpty } from './safeUrl.ts';
import { altText, idOf, textOr } from './text.ts';

/** A live_posts row as PostgREST or a realtime change carries it. */
export interface LivePostRow {
  id?: string | null;
  story_id?: string | null;
  title?: string | null;
  body?: string | null;
  document?: unknown;
  image_url?: string | null;
  image_alt?: string | null;
  embed_url?: string | null;
  is_key_event?: boolean | null;
  is_pinned?: boolean | null;
  author?: string | null;
  published_at?: string | null;
  updated_at?: string | null;
  edited?: boolean | null;
  version?: number | null;
}

/** One post of a live blog (docs/product/live-blogs.md). Times are ISO timestamps. */
export interface LivePost {
  id: string;
  storyId: string;
  title: string;
  /** The post's plain text (live_posts.body, derived from the document by the database). */
  body: string;
  /** The post as a document of the livePost profile (live_posts.document); null when a row lacks it. */
  document: StoryDocument | null;
  imageUrl: string;
  imageAlt: string;
  embedUrl: string;
  isKeyEvent: boolean;
  isPinned: boolean;
  author: string;
  publishedAt: string;
  updatedAt: string;
  edited: boolean;
  version: number;
}

/** The columns a live page and the live desk read. */
export const LIVE_POST_COLUMNS =
  'id,story_id,title,body,document,image_url,image_alt,embed_url,is_key_event,is_pinned,author,published_at,updated_at,edited,version';

/** A document-shaped value (the renderer checks every node again); anything else is no document. */
function documentOrNull(value: unknown): StoryDocument | null {
  return typeof value === 'object' && value !== null && (value as StoryDocument).type === 'doc'
    ? (value as StoryDocument)
    : null;
}

/** Realtime sends timestamps as PostgreSQL writes them; ISO strings sort and compare. */
function isoOrEmpty(value: unknown): string {
  if (typeof value !== 'string') return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/** Maps one row; null for rows without an id, a story or a time, which are never shown. */
export function mapLivePostRow(row: LivePostRow): LivePost | null {
  const id = idOf(row.id);
  const storyId = idOf(row.story_id);
  const publishedAt = isoOrEmpty(row.published_at);
  if (!id || !storyId || !publishedAt) return null;
  return {
    id,
    storyId,
    title: textOr(row.title),
    body: textOr(row.body),
    document: documentOrNull(row.document),
    // Checked again here: a URL that is not http(s) never becomes an src.
    imageUrl: httpUrlOrEmpty(row.image_url),
    imageAlt: altText(row.image_alt),
    embedUrl: httpUrlOrEmpty(row.embed_url),
    isKeyEvent: row.is_key_event === true,
    isPinned: row.is_pinned === true,
    author: textOr(row.author),
    publishedAt,
    updatedAt: isoOrEmpty(row.updated_at) || publishedAt,
    edited: row.edited === true,
    version: typeof row.version === 'number' ? row.version : 1,
  };
}

/** Newest first; the id breaks ties so every list orders the same way. */
export function compareLivePosts(a: LivePost, b: LivePost): number {
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
