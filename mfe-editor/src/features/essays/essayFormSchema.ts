import '@newsroom/shared/zod-jitless';
import type { Json } from '@newsroom/shared';
import type { StoryDocument } from '@newsroom/shared/document';
import { isHttpUrl } from '@newsroom/shared/image-upload';
import { z } from 'zod';
import { charLength } from '../../lib/text.ts';
import { IMAGE_URL_MESSAGE, imageFocalSchema } from '../../lib/formRules.ts';

/** The database's limits (photo_essays check constraints). */
export const ESSAY_LIMITS = { title: 200, caption: 3000, photographer: 120, imageUrl: 2048, imageAlt: 300 } as const;

const tooLong = (label: string, max: number) => `${label} must be ${max.toLocaleString('en-GB')} characters or fewer.`;

function required(label: string, max: number, message = `${label} is required`) {
  return z
    .string()
    .refine((value) => charLength(value) <= max, tooLong(label, max))
    .refine((value) => value.trim().length > 0, message);
}

/** Every field of a photo essay is required (title, caption, photographer, photo, alt text). */
export const essayFormSchema = z.object({
  title: required('Title', ESSAY_LIMITS.title),
  caption: required('Caption', ESSAY_LIMITS.caption),
  photographer: required('Photographer', ESSAY_LIMITS.photographer),
  imageUrl: required('Photo', ESSAY_LIMITS.imageUrl).refine(
    (value) => value.trim() === '' || isHttpUrl(value),
    IMAGE_URL_MESSAGE,
  ),
  imageAlt: required('Alt text', ESSAY_LIMITS.imageAlt),
  imageFocal: imageFocalSchema,
  type: z.enum(['day', 'week'], { message: 'Choose Photo of the Day or Photo of the Week' }),
  /** The caption as a document; `caption` is its plain text, which the rules above check. */
  captionDocument: z.custom<StoryDocument>((value) => (value as StoryDocument | undefined)?.type === 'doc'),
});

export type EssayFormValues = z.infer<typeof essayFormSchema>;

/** A draft needs only what the table needs: a title (the other rules apply on publish). */
export const essayDraftSchema = essayFormSchema.extend({
  caption: z
    .string()
    .refine((value) => charLength(value) <= ESSAY_LIMITS.caption, tooLong('Caption', ESSAY_LIMITS.caption)),
  photographer: z
    .string()
    .refine(
      (value) => charLength(value) <= ESSAY_LIMITS.photographer,
      tooLong('Photographer', ESSAY_LIMITS.photographer),
    ),
  imageUrl: z.string().refine((value) => value.trim() === '' || isHttpUrl(value), IMAGE_URL_MESSAGE),
  imageAlt: z
    .string()
    .refine((value) => charLength(value) <= ESSAY_LIMITS.imageAlt, tooLong('Alt text', ESSAY_LIMITS.imageAlt)),
});

export const EMPTY_ESSAY: EssayFormValues = {
  title: '',
  caption: '',
  photographer: '',
  imageUrl: '',
  imageAlt: '',
  imageFocal: null,
  type: 'day',
  captionDocument: { type: 'doc', content: [] },
};

export function essayColumns(values: EssayFormValues) {
  return {
    title: values.title,
    // The document alone: the database derives caption from it.
    caption_document: values.captionDocument as unknown as Json,
    photographer: values.photographer,
    image_url: values.imageUrl.trim() === '' ? null : values.imageUrl.trim(),
    image_alt: values.imageAlt.trim() === '' ? null : values.imageAlt,
    image_focal_x: values.imageUrl.trim() ? (values.imageFocal?.x ?? null) : null,
    image_focal_y: values.imageUrl.trim() ? (values.imageFocal?.y ?? null) : null,
    type: values.type,
  };
}

export function changedEssayColumns(values: EssayFormValues, saved: EssayFormValues) {
  const next = essayColumns(values);
  const before = essayColumns(saved);
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(value),
    ),
  ) as Partial<ReturnType<typeof essayColumns>>;
}
