import { type Story, type Tables } from '@newsroom/shared';
import { isHttpUrl } from '@newsroom/shared/image-upload';
import { plainText, type StoryDocument } from '@newsroom/shared/document';
import { documentStats } from './body/documentStats.ts';
import { bodyOf, type EditorStory } from './editorStory.ts';
import { scheduledAt, type Schedule } from './schedule.ts';
import type { StoryFormValues } from './storyFormSchema.ts';

/** The form's values for a saved story. */
export function valuesOf(story: EditorStory): StoryFormValues {
  return {
    title: story.title,
    body: story.body,
    author: story.author,
    // Worked out from the text: the field stays empty, showing the figure as its placeholder.
    readTime: story.readTimeAuto ? '' : story.readTime,
    category: story.category,
    imageUrl: story.imageUrl,
    imageAlt: story.imageAlt,
    imageCaption: story.imageCaption,
    imageAuthor: story.imageAuthor,
    imageFocal: story.imageFocal ?? null,
    isFeatured: story.isFeatured,
    standfirst: story.standfirst,
    seoTitle: story.seoTitle,
    seoDescription: story.seoDescription,
    socialTitle: story.socialTitle,
    socialImageUrl: story.socialImageUrl,
  };
}

/** The search and social fields (decision 205): tips keep none; revisions keep them (a restore brings them back). */
export type StorySearchField = 'standfirst' | 'seoTitle' | 'seoDescription' | 'socialTitle' | 'socialImageUrl';

/** The search and social columns and the read-time choice, as stories and revisions store them. */
export type StorySearchColumns = Pick<
  Tables<'story_revisions'>,
  'standfirst' | 'seo_title' | 'seo_description' | 'social_title' | 'social_image_url' | 'read_time_auto'
>;

/**
 * The form's search and social fields from stored columns: null (not set, or a revision saved before
 * revisions recorded them) is ''. The read time is the typed one only when read_time_auto is false:
 * a revision that did not record the choice restores it as worked out from the text.
 */
export function storySearchOf(
  row: StorySearchColumns & { read_time: string },
): Pick<StoryFormValues, StorySearchField | 'readTime'> {
  return {
    standfirst: row.standfirst ?? '',
    seoTitle: row.seo_title ?? '',
    seoDescription: row.seo_description ?? '',
    socialTitle: row.social_title ?? '',
    socialImageUrl: row.social_image_url ?? '',
    readTime: row.read_time_auto === false ? row.read_time : '',
  };
}

/** What a revision or a tip holds of the form's values. */
export type StoryTextValues = Omit<StoryFormValues, 'isFeatured' | StorySearchField>;

/**
 * A story's text and image columns as stories, their revisions and story tips store them. Tips and
 * revisions from before documents have no body: their summary is the text.
 */
export type StoryTextColumns = Pick<
  Tables<'story_revisions'>,
  | 'title'
  | 'summary'
  | 'author'
  | 'read_time'
  | 'category'
  | 'image_url'
  | 'image_alt'
  | 'image_caption'
  | 'image_author'
> & { body?: unknown };

/** The form's text and image fields from stored columns (the inverse of storyColumns): no image text is ''. */
export function storyTextOf(row: StoryTextColumns): StoryTextValues {
  return {
    title: row.title,
    body: bodyOf(row.body, row.summary),
    author: row.author,
    readTime: row.read_time,
    category: row.category,
    imageUrl: row.image_url ?? '',
    imageAlt: row.image_alt ?? '',
    imageCaption: row.image_caption ?? '',
    imageAuthor: row.image_author ?? '',
    // Revisions and tips keep no focal point (decision 153): their image is cropped at its centre.
    imageFocal: null,
  };
}

/** A story with its document, as the reader's article component renders it (decision 164). */
export type ReaderStory = Story & { body: StoryDocument };

/**
 * The story as the reader's article component takes it, from the form's values: what readers will
 * see once it is published (at the scheduled time, or now). Its summary is the body's plain text,
 * as the database will derive it.
 */
export function readerStoryOf(
  values: StoryFormValues,
  schedule: Schedule,
  saved: EditorStory | null,
  now: Date = new Date(),
): ReaderStory {
  const at = schedule.isScheduled ? scheduledAt(schedule) : null;
  return {
    id: saved?.id ?? 'preview',
    // The saved story's address (decision 206): the preview's Share and Save for later link to it.
    ...(saved?.slug ? { slug: saved.slug } : {}),
    title: values.title.trim() ? values.title : 'Untitled story',
    summary: plainText(values.body),
    body: values.body,
    author: values.author,
    publishTime: (at ?? (saved?.publishedAt ? new Date(saved.publishedAt) : now)).toISOString(),
    readTime: values.readTime.trim() || documentStats(values.body).readTime,
    category: values.category,
    isFeatured: values.isFeatured,
    imageUrl: isHttpUrl(values.imageUrl) ? values.imageUrl.trim() : '',
    imageAlt: values.imageAlt,
    imageCaption: values.imageCaption,
    imageAuthor: values.imageAuthor,
    ...(values.imageFocal ? { imageFocal: values.imageFocal } : {}),
    // The article shows the standfirst; the search and social fields are the page head's.
    ...(values.standfirst.trim() ? { standfirst: values.standfirst.trim() } : {}),
    viewCount: saved?.viewCount ?? 0,
  };
}
