import '../../lib/zodWithoutEval.ts';
import { AD_POSITIONS, type Advertisement } from '@newsroom/shared';
import { z } from 'zod';
import { isAllowedAdLink, isWebUrl } from '../../lib/urls.ts';

/** The ad form's messages; the first two are the product's (docs/product/messages.md#advertisements). */
export const AD_MESSAGES = {
  titleRequired: 'Title is required',
  imageRequired: 'Image is required',
  titleTooLong: 'Title must be 200 characters or fewer',
  contentTooLong: 'Content must be 2000 characters or fewer',
  imageUrl: 'Image must be an uploaded image (an http:// or https:// address)',
  linkUrl: 'Link must be an http:// or https:// address, or a path on this site such as /advertise',
} as const;

export const adFormSchema = z.object({
  title: z.string().trim().min(1, AD_MESSAGES.titleRequired).max(200, AD_MESSAGES.titleTooLong),
  content: z.string().trim().max(2000, AD_MESSAGES.contentTooLong),
  imageUrl: z
    .string()
    .trim()
    .min(1, AD_MESSAGES.imageRequired)
    .refine((value) => value === '' || isWebUrl(value), AD_MESSAGES.imageUrl),
  linkUrl: z.string().trim().max(2048, AD_MESSAGES.linkUrl).refine(isAllowedAdLink, AD_MESSAGES.linkUrl),
  position: z.enum(AD_POSITIONS),
  isActive: z.boolean(),
});

export type AdFormValues = z.input<typeof adFormSchema>;
export type AdFormOutput = z.output<typeof adFormSchema>;

/** A new ad: sidebar (the default position) and active. */
export const EMPTY_AD_FORM: AdFormValues = {
  title: '',
  content: '',
  imageUrl: '',
  linkUrl: '',
  position: 'sidebar',
  isActive: true,
};

/**
 * Why the create button waits (the product's messages), empty when it may be pressed. The button is
 * also disabled while saving or uploading.
 */
export function missingForAd(values: Pick<AdFormValues, 'title' | 'imageUrl'>): string[] {
  const missing: string[] = [];
  if (!values.title.trim()) missing.push(AD_MESSAGES.titleRequired);
  if (!values.imageUrl.trim()) missing.push(AD_MESSAGES.imageRequired);
  return missing;
}

export interface AdvertisementWrite {
  title: string;
  content: string | null;
  image_url: string;
  link_url: string | null;
  position: string;
  is_active: boolean;
}

/** The columns an insert sends (the product's list); blanks become null. */
export function adFormToRow(values: AdFormOutput): AdvertisementWrite {
  return {
    title: values.title,
    content: values.content || null,
    image_url: values.imageUrl,
    link_url: values.linkUrl || null,
    position: values.position,
    is_active: values.isActive,
  };
}

/** An inline edit sends only what it edits (the Active toggle has its own action). */
export function adEditToPatch(values: AdFormOutput): Omit<AdvertisementWrite, 'is_active'> {
  const { is_active: _ignored, ...patch } = adFormToRow(values);
  return patch;
}

export function adToFormValues(ad: Advertisement): AdFormValues {
  const position = AD_POSITIONS.find((candidate) => candidate === ad.position) ?? 'sidebar';
  return {
    title: ad.title,
    content: ad.content,
    imageUrl: ad.imageUrl,
    linkUrl: ad.linkUrl,
    position,
    isActive: ad.isActive,
  };
}

/** The database's check constraints, in the form's words. */
export const AD_CONSTRAINT_MESSAGES: Record<string, string> = {
  advertisements_title_length: AD_MESSAGES.titleTooLong,
  advertisements_content_length: AD_MESSAGES.contentTooLong,
  advertisements_image_url_http: AD_MESSAGES.imageUrl,
  advertisements_image_url_length: AD_MESSAGES.imageUrl,
  advertisements_link_url_http: AD_MESSAGES.linkUrl,
  advertisements_link_url_length: AD_MESSAGES.linkUrl,
};
