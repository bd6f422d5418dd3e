import '@newsroom/shared/zod-jitless';
import { adFieldProblem, advertisementWriteOf, missingForAd, type AdTextField } from '@newsroom/shared/ad-write';
import { z } from 'zod';

/** The simple uploader offers three positions; sidebar is the default. */
export const SIMPLE_AD_POSITIONS = ['sidebar', 'footer', 'inline'] as const;
export type SimpleAdPosition = (typeof SIMPLE_AD_POSITIONS)[number];

/** A text field checked by the shared advertisement rules (shared/src/model/advertisement.ts). */
const adText = (field: AdTextField) =>
  z.string().superRefine((value, context) => {
    const problem = adFieldProblem(field, value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const adSchema = z.object({
  title: adText('title'),
  content: adText('content'),
  imageUrl: adText('imageUrl'),
  linkUrl: adText('linkUrl'),
  position: z.enum(SIMPLE_AD_POSITIONS),
});

export type AdValues = z.infer<typeof adSchema>;

export const EMPTY_AD: AdValues = { title: '', content: '', imageUrl: '', linkUrl: '', position: 'sidebar' };

/** The create button waits for a title and an image, and is off while saving or uploading. */
export function canCreateAd(values: Pick<AdValues, 'title' | 'imageUrl'>, busy: boolean): boolean {
  return !busy && missingForAd(values).length === 0;
}

/** The new row: active on create (the shared write model trims and stores blanks as null). */
export function adInsert(values: AdValues) {
  return advertisementWriteOf({ ...values, isActive: true });
}
