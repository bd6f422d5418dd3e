import '@newsroom/shared/zod-jitless';
import { z } from 'zod';
import { limitedText, siteLinkText } from '../../lib/formRules.ts';
import { LIVE_FEED_LIMITS } from './liveFeedSchema.ts';

/** The Breaking News tab's messages (docs/product/messages.md#breaking-news), and ours where the product is silent. */
export const BREAKING_MESSAGES = {
  titleRequired: 'Please enter a breaking news title',
  added: 'Breaking news added successfully!',
  addFailed: 'Failed to add breaking news',
  deleted: 'Breaking news deleted',
  deleteFailed: 'Failed to delete breaking news',
  confirmDelete: 'Are you sure you want to delete this breaking news?',
  updated: 'Breaking news updated',
  updateFailed: 'Failed to update breaking news',
  alertCancelled: 'Alert cancelled: nobody was e-mailed.',
  alertAlreadySent: 'Too late to cancel: the alert has already been sent.',
  alertCancelFailed: 'Failed to cancel the alert',
} as const;

/** What an item did by mail, as its row in the list says it (live_feeds.alert_status). */
export const ALERT_LABELS: Readonly<Record<string, string>> = {
  none: 'Ticker only',
  held: 'Alert held',
  sent: 'Alert e-mailed',
  cancelled: 'Alert cancelled',
};

/** Ticker only (the default) or ticker and an e-mail alert to breaking-alert subscribers. */
export const BREAKING_REACH = ['ticker', 'alert'] as const;

export const breakingSchema = z.object({
  title: limitedText('Title', LIVE_FEED_LIMITS.title, true, BREAKING_MESSAGES.titleRequired),
  /** Optional: an item without a link is stored with the url "#". */
  url: siteLinkText('Link', LIVE_FEED_LIMITS.url, false),
  reach: z.enum(BREAKING_REACH),
});

export type BreakingValues = z.infer<typeof breakingSchema>;

export const EMPTY_BREAKING: BreakingValues = { title: '', url: '', reach: 'ticker' };

/**
 * A breaking item is a live feed of category breaking, its source fixed as the product name. An
 * alert is asked for as "held": the database mails it a minute later unless it is cancelled.
 */
export function breakingInsert(values: BreakingValues, siteName: string) {
  return {
    title: values.title.trim(),
    url: values.url.trim() || '#',
    source: siteName,
    category: 'breaking',
    is_active: true,
    alert_status: values.reach === 'alert' ? 'held' : 'none',
  };
}
