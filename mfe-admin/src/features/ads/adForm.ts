import '@newsroom/shared/zod-jitless';
import { AD_POSITIONS, type Advertisement } from '@newsroom/shared';
import {
  adFieldProblem,
  advertisementWriteOf,
  type AdTextField,
  type AdvertisementWrite,
} from '@newsroom/shared/ad-write';
import { z } from 'zod';
import {
  campaignToFormValues,
  campaignToRow,
  EMPTY_CAMPAIGN,
  windowProblem,
  type AdCampaignRow,
} from './adCampaign.ts';

/** A text field checked by the shared advertisement rules (shared/src/model/advertisement.ts), trimmed. */
const adText = (field: AdTextField) =>
  z
    .string()
    .superRefine((value, context) => {
      const problem = adFieldProblem(field, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim());

export const adFormSchema = z
  .object({
    title: adText('title'),
    content: adText('content'),
    imageUrl: adText('imageUrl'),
    linkUrl: adText('linkUrl'),
    position: z.enum(AD_POSITIONS),
    isActive: z.boolean(),
    // The campaign (decision 187): a window in the admin's local time, targeting, a daily cap.
    startsAt: z.string(),
    endsAt: z.string(),
    sections: z.array(z.string()),
    editions: z.array(z.string()),
    frequencyCap: z.string().regex(/^(|[1-9]\d?|100)$/, 'A cap is a whole number from 1 to 100, or empty for none'),
  })
  .superRefine((values, context) => {
    const problem = windowProblem(values.startsAt, values.endsAt);
    if (problem) context.addIssue({ code: 'custom', path: ['endsAt'], message: problem });
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
  ...EMPTY_CAMPAIGN,
};

/** The columns an insert sends (the product's list and the campaign's); blanks become null. */
export function adFormToRow(values: AdFormOutput): AdvertisementWrite & AdCampaignRow {
  return { ...advertisementWriteOf(values), ...campaignToRow(values) };
}

/** An inline edit sends only what it edits (the Active toggle has its own action). */
export function adEditToPatch(values: AdFormOutput): Omit<AdvertisementWrite & AdCampaignRow, 'is_active'> {
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
    ...campaignToFormValues(ad),
  };
}
