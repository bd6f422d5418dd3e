import { isHttpUrl, type Story } from '@newsroom/shared';
import type { EditorStory } from './editorStory.ts';
import { scheduledAt, type Schedule } from './schedule.ts';
import type { StoryFormValues } from './storyFormSchema.ts';

/** The form's values for a saved story. */
export function valuesOf(story: EditorStory): StoryFormValues {
  return {
    title: story.title,
    summary: story.summary,
    author: story.author,
    readTime: story.readTime,
    category: story.category,
    imageUrl: story.imageUrl,
    imageAlt: story.imageAlt,
    imageCaption: story.imageCaption,
    imageAuthor: story.imageAuthor,
    imageFocal: story.imageFocal ?? null,
    isFeatured: story.isFeatured,
  };
}

/**
 * The story as the reader's article component takes it, from the form's values: what readers will
 * see once it is published (at the scheduled time, or now).
 */
export function readerStoryOf(
  values: StoryFormValues,
  schedule: Schedule,
  saved: EditorStory | null,
  now: Date = new Date(),
): Story {
  const at = schedule.isScheduled ? scheduledAt(schedule) : null;
  return {
    id: saved?.id ?? 'preview',
    title: values.title.trim() ? values.title : 'Untitled story',
    summary: values.summary,
    author: values.author,
    publishTime: (at ?? (saved?.publishedAt ? new Date(saved.publishedAt) : now)).toISOString(),
    readTime: values.readTime,
    category: values.category,
    isFeatured: values.isFeatured,
    imageUrl: isHttpUrl(values.imageUrl) ? values.imageUrl.trim() : '',
    imageAlt: values.imageAlt,
    imageCaption: values.imageCaption,
    imageAuthor: values.imageAuthor,
    ...(values.imageFocal ? { imageFocal: values.imageFocal } : {}),
    viewCount: saved?.viewCount ?? 0,
  };
}
