import '@newsroom/shared/zod-jitless';
import { LIVE_FEED_CATEGORIES, type TablesInsert } from '@newsroom/shared';
import { z } from 'zod';
import { limitedText, siteLinkText } from '../../lib/formRules.ts';

/** The live_feeds table's limits, checked in the form first. */
export const LIVE_FEED_LIMITS = { title: 300, description: 2000, url: 2048, source: 120 } as const;

export type LiveFeedCategory = (typeof LIVE_FEED_CATEGORIES)[number];

export const liveFeedSchema = z.object({
  title: limitedText('Title', LIVE_FEED_LIMITS.title, true),
  url: siteLinkText('URL', LIVE_FEED_LIMITS.url, true),
  source: limitedText('Source', LIVE_FEED_LIMITS.source, true),
  description: limitedText('Description', LIVE_FEED_LIMITS.description, false),
  category: z.enum(LIVE_FEED_CATEGORIES, { message: 'Choose a category' }),
  isActive: z.boolean(),
});

export type LiveFeedValues = z.infer<typeof liveFeedSchema>;

/** A new feed: category general and active (the product's defaults). */
export const EMPTY_LIVE_FEED: LiveFeedValues = {
  title: '',
  url: '',
  source: '',
  description: '',
  category: 'general',
  isActive: true,
};

/** live_feeds columns for the form's values: text as typed, the URL trimmed, no description as null. */
export function liveFeedColumns(values: LiveFeedValues) {
  return {
    title: values.title,
    url: values.url.trim(),
    source: values.source,
    description: values.description.trim() === '' ? null : values.description,
    category: values.category,
    is_active: values.isActive,
  } satisfies TablesInsert<'live_feeds'>;
}
