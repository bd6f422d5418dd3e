import '../../lib/zodWithoutEval.ts';
import { isHttpUrl } from '@newsroom/shared';
import { z } from 'zod';
import { httpUrlText, limitedText } from '../../lib/formRules.ts';

/** The simple uploader offers three positions; sidebar is the default. */
export const SIMPLE_AD_POSITIONS = ['sidebar', 'footer', 'inline'] as const;
export type SimpleAdPosition = (typeof SIMPLE_AD_POSITIONS)[number];

export const AD_LIMITS = { title: 200, content: 2000, url: 2048 } as const;

/** The advertisement messages (docs/product/messages.md#advertisements). */
export const AD_MESSAGES = {
  titleRequired: 'Title is required',
  imageRequired: 'Image is required',
  created: 'Advertisement created successfully',
  createFailed: 'Failed to create advertisement',
  statusUpdated: 'Ad status updated',
  statusFailed: 'Failed to update status',
  deleted: 'Ad deleted',
  deleteFailed: 'Delete failed',
  loadFailed: 'Failed to load advertisements',
} as const;

export const adSchema = z.object({
  title: limitedText('Title', AD_LIMITS.title, true, AD_MESSAGES.titleRequired),
  content: limitedText('Content', AD_LIMITS.content, false),
  imageUrl: z
    .string()
    .refine((value) => value.trim() !== '', AD_MESSAGES.imageRequired)
    .refine((value) => value.trim() === '' || isHttpUrl(value), 'Image must be an uploaded image'),
  linkUrl: httpUrlText('Link URL', AD_LIMITS.url, false),
  position: z.enum(SIMPLE_AD_POSITIONS),
});

export type AdValues = z.infer<typeof adSchema>;

export const EMPTY_AD: AdValues = { title: '', content: '', imageUrl: '', linkUrl: '', position: 'sidebar' };

/** The create button waits for a title and an image, and is off while saving or uploading. */
export function canCreateAd(values: Pick<AdValues, 'title' | 'imageUrl'>, busy: boolean): boolean {
  return !busy && values.title.trim() !== '' && values.imageUrl.trim() !== '';
}

/** The new row: active on create; empty optional fields stored as null. */
export function adInsert(values: AdValues) {
  return {
    title: values.title,
    content: values.content.trim() === '' ? null : values.content,
    image_url: values.imageUrl.trim(),
    link_url: values.linkUrl.trim() === '' ? null : values.linkUrl.trim(),
    position: values.position,
    is_active: true,
  };
}
