import { mapStoryRow, type NewsStoryRow, type Story, type Tables } from '@newsroom/shared';
import { fromPlainText, type StoryDocument } from '@newsroom/shared/document';

/** A news_stories row as the console reads it (editors see drafts and scheduled rows too). */
export interface EditorStoryRow
  extends
    NewsStoryRow,
    Partial<
      Pick<
        Tables<'news_stories'>,
        'standfirst' | 'seo_title' | 'seo_description' | 'social_title' | 'social_image_url' | 'read_time_auto'
      >
    > {
  version?: number | null;
}

const isDocument = (value: unknown): value is StoryDocument =>
  typeof value === 'object' && value !== null && (value as StoryDocument).type === 'doc';

/** A row's document; a row read without one (or from before documents) gets its text's paragraphs. */
export function bodyOf(body: unknown, summary: string): StoryDocument {
  return isDocument(body) ? body : fromPlainText(summary);
}

/** The console's story: the reader's shape plus what editing needs. */
export interface EditorStory extends Story {
  status: string;
  /** The row's own published_at (null for drafts without a planned time). */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** The story text as a document (what the form edits). */
  body: StoryDocument;
  /** Search and social fields (decision 205): '' when not set (readers then get the default). */
  standfirst: string;
  seoTitle: string;
  seoDescription: string;
  socialTitle: string;
  socialImageUrl: string;
  /** The database works read_time out from the text. */
  readTimeAuto: boolean;
}

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
    body: bodyOf(row.body, story.summary),
    standfirst: row.standfirst ?? '',
    seoTitle: row.seo_title ?? '',
    seoDescription: row.seo_description ?? '',
    socialTitle: row.social_title ?? '',
    socialImageUrl: row.social_image_url ?? '',
    readTimeAuto: row.read_time_auto === true,
  };
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
