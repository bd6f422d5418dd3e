import '@newsroom/shared/zod-jitless';
import { STORY_CATEGORIES, type Json } from '@newsroom/shared';
import { plainText, validateDocument, type StoryDocument } from '@newsroom/shared/document';
import { z } from 'zod';
import {
  hasControlCharacter,
  httpUrlText,
  imageFocalSchema,
  limitedText,
  oneLineMessage,
} from '../../lib/formRules.ts';
import { scheduleError } from './schedule.ts';
import { CREDIT_LIMITS, CREDIT_MESSAGES, tagNameError } from './credits/storyCredits.ts';

/** The database's limits (news_stories check constraints), checked in the form first. */
export const STORY_LIMITS = {
  title: 300,
  author: 120,
  readTime: 40,
  imageUrl: 2048,
  imageAlt: 300,
  imageCaption: 500,
  imageAuthor: 120,
  // Search and social fields (decision 205): the news_stories_*_text checks.
  standfirst: 300,
  seoTitle: 120,
  seoDescription: 320,
  socialTitle: 200,
  socialImageUrl: 2048,
} as const;

const text = limitedText;

const imageUrl = httpUrlText('Image URL', STORY_LIMITS.imageUrl, false);

/** One line of plain text, as the search and social columns take it (no control character, no line break). */
const oneLine = (label: string, max: number) =>
  text(label, max, false).refine((value) => !hasControlCharacter(value), oneLineMessage(label));

export const BODY_MESSAGES = {
  required: 'Story text is required',
  invalid: (problem: string) => `The story text cannot be saved: ${problem}`,
} as const;

/** An empty story: one empty paragraph, where the writer starts. */
export const EMPTY_BODY: StoryDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/**
 * The story text (news_stories.body): a document the database will take (validateDocument says
 * why not, in the database's own words), with some text unless it is a draft.
 */
function storyBody(required: boolean) {
  return z.custom<StoryDocument>().superRefine((body, context) => {
    const problem = validateDocument(body);
    if (problem) context.addIssue({ code: 'custom', message: BODY_MESSAGES.invalid(problem) });
    else if (required && plainText(body).trim() === '')
      context.addIssue({ code: 'custom', message: BODY_MESSAGES.required });
  });
}

export const storyFormSchema = z.object({
  title: text('Title', STORY_LIMITS.title, true),
  body: storyBody(true),
  author: text('Author', STORY_LIMITS.author, true),
  // Empty: the database works it out from the text (decision 205).
  readTime: text('Read time', STORY_LIMITS.readTime, false),
  category: z
    .string()
    .refine((value) => (STORY_CATEGORIES as readonly string[]).includes(value), 'Category is required'),
  imageUrl,
  imageAlt: text('Image alt text', STORY_LIMITS.imageAlt, false),
  imageCaption: text('Caption', STORY_LIMITS.imageCaption, false),
  imageAuthor: text('Photographer', STORY_LIMITS.imageAuthor, false),
  imageFocal: imageFocalSchema,
  isFeatured: z.boolean(),
  standfirst: oneLine('Standfirst', STORY_LIMITS.standfirst),
  seoTitle: oneLine('Search headline', STORY_LIMITS.seoTitle),
  seoDescription: oneLine('Search description', STORY_LIMITS.seoDescription),
  socialTitle: oneLine('Social headline', STORY_LIMITS.socialTitle),
  socialImageUrl: httpUrlText('Social image', STORY_LIMITS.socialImageUrl, false),
});

export type StoryFormValues = z.infer<typeof storyFormSchema>;

export const EMPTY_STORY: StoryFormValues = {
  title: '',
  body: EMPTY_BODY,
  author: '',
  readTime: '',
  category: '',
  imageUrl: '',
  imageAlt: '',
  imageCaption: '',
  imageAuthor: '',
  imageFocal: null,
  isFeatured: false,
  standfirst: '',
  seoTitle: '',
  seoDescription: '',
  socialTitle: '',
  socialImageUrl: '',
};

/**
 * news_stories columns for the form's values; empty optional fields are stored as null. The body
 * is sent, never summary: the database derives the plain text from it.
 */
export function storyColumns(values: StoryFormValues) {
  const optional = (value: string) => (value.trim() === '' ? null : value);
  return {
    title: values.title,
    body: values.body as unknown as Json,
    author: values.author,
    read_time: values.readTime.trim(),
    category: values.category,
    image_url: optional(values.imageUrl.trim()),
    image_alt: optional(values.imageAlt),
    image_caption: optional(values.imageCaption),
    image_author: optional(values.imageAuthor),
    image_focal_x: values.imageUrl.trim() ? (values.imageFocal?.x ?? null) : null,
    image_focal_y: values.imageUrl.trim() ? (values.imageFocal?.y ?? null) : null,
    is_featured: values.isFeatured,
    standfirst: optional(values.standfirst.trim()),
    seo_title: optional(values.seoTitle.trim()),
    seo_description: optional(values.seoDescription.trim()),
    social_title: optional(values.socialTitle.trim()),
    social_image_url: optional(values.socialImageUrl.trim()),
    // An empty read time is worked out from the text on every save (decision 205).
    read_time_auto: values.readTime.trim() === '',
  };
}

export type StoryColumns = ReturnType<typeof storyColumns>;

/** Only the columns that differ from the saved row (partial updates send only what changed). */
export function changedColumns(values: StoryFormValues, saved: StoryFormValues): Partial<StoryColumns> {
  const next = storyColumns(values);
  const before = storyColumns(saved);
  const changed: Partial<StoryColumns> = {};
  for (const key of Object.keys(next) as Array<keyof StoryColumns>) {
    const same = key === 'body' ? JSON.stringify(next.body) === JSON.stringify(before.body) : next[key] === before[key];
    if (!same) Object.assign(changed, { [key]: next[key] });
  }
  return changed;
}

const scheduleSchema = z
  .object({
    isScheduled: z.boolean(),
    publishDate: z.string(),
    publishTime: z.string(),
    autoPublish: z.boolean(),
  })
  .superRefine((schedule, context) => {
    const message = scheduleError(schedule);
    if (message) context.addIssue({ code: 'custom', message, path: ['publishDate'] });
  });

/** The database's limit (story_corrections_note_length). */
export const NOTE_MAX_CHARS = 2000;

export const NOTE_MESSAGES = {
  missingText: 'Write the correction or clarification, or choose “No note”.',
  missingKind: 'Choose Correction or Clarification for this note.',
  tooLong: `The note can be at most ${NOTE_MAX_CHARS.toLocaleString('en-GB')} characters.`,
  notWithDraft: 'A correction or clarification is published with the story: publish it, or clear the note.',
} as const;

/** An optional correction or clarification saved with a published story (decision 151). */
const noteSchema = z
  .object({ kind: z.enum(['', 'correction', 'clarification']), text: z.string() })
  .superRefine((note, context) => {
    const message = !note.kind
      ? note.text.trim()
        ? NOTE_MESSAGES.missingKind
        : null
      : !note.text.trim()
        ? NOTE_MESSAGES.missingText
        : note.text.length > NOTE_MAX_CHARS
          ? NOTE_MESSAGES.tooLong
          : null;
    if (message) context.addIssue({ code: 'custom', message, path: [note.kind ? 'text' : 'kind'] });
  });

export type StoryNoteValues = z.infer<typeof noteSchema>;

export const NO_NOTE: StoryNoteValues = { kind: '', text: '' };

/** The story's authors and tags (checked again by set_story_credits and the tags table). */
const creditsSchema = z.object({
  authors: z
    .array(z.object({ id: z.string(), name: z.string(), slug: z.string() }))
    .max(CREDIT_LIMITS.authors, CREDIT_MESSAGES.tooManyAuthors),
  tags: z
    .array(z.string())
    .max(CREDIT_LIMITS.tags, CREDIT_MESSAGES.tooManyTags)
    .superRefine((tags, context) => {
      const message = tags.map(tagNameError).find(Boolean);
      if (message) context.addIssue({ code: 'custom', message });
    }),
});

/** The whole editor form: the story, its publishing schedule, an optional note, its credits. */
export const storyEditorSchema = storyFormSchema.extend({
  schedule: scheduleSchema,
  note: noteSchema,
  credits: creditsSchema,
});

/** A draft needs only what the table needs (title, category); the rest is checked on publish. */
export const storyDraftEditorSchema = storyEditorSchema.extend({
  body: storyBody(false),
  author: text('Author', STORY_LIMITS.author, false),
});

export type StoryEditorValues = z.infer<typeof storyEditorSchema>;

/** The story part of the editor's values. */
export function contentOf({
  schedule: _schedule,
  note: _note,
  credits: _credits,
  ...story
}: StoryEditorValues): StoryFormValues {
  return story;
}
