import { failLoad, getSupabase } from '@newsroom/shared';

export const NEWSLETTER_LOAD_ERROR = 'Failed to load the newsletter';

export interface SubscriberCounts {
  confirmed: number;
  pending: number;
  unsubscribed: number;
  morningEdition: number;
  breakingAlerts: number;
}

export interface NewsletterSendRow {
  id: string;
  kind: 'morning_edition' | 'breaking_alert';
  subject: string;
  createdAt: string;
  recipients: number;
  delivered: number;
  failed: number;
  /** Not yet accepted by the SMTP server: queued, or waiting for a retry. */
  waiting: number;
}

export interface NewsletterOverview {
  subscribers: SubscriberCounts;
  sends: NewsletterSendRow[];
}

/** Counts and the last 20 sends in one call (public.newsletter_admin_overview: admins only, no addresses). */
export async function fetchNewsletterOverview(): Promise<NewsletterOverview> {
  const { data, error } = await getSupabase().rpc('newsletter_admin_overview', { max_sends: 20 });
  if (error) failLoad(NEWSLETTER_LOAD_ERROR, error);
  return data as unknown as NewsletterOverview;
}

export const SEND_NOW_MESSAGES = {
  queued: (recipients: number) =>
    `The morning edition is on its way to ${recipients.toLocaleString('en')} subscribers.`,
  alreadySent: (recipients: number) =>
    `Today's morning edition has already been sent (${recipients.toLocaleString('en')} recipients): it is not sent twice.`,
  nothingToSend: 'No story was published in the last 24 hours: there is nothing to send.',
  failed: 'Failed to send the morning edition.',
} as const;

/** Queues today's edition (the database refuses non-admins); the answer as the admin reads it. */
export async function sendMorningEditionNow(): Promise<{ ok: boolean; message: string }> {
  const { data, error } = await getSupabase().rpc('newsletter_queue_morning_edition');
  if (error) return { ok: false, message: SEND_NOW_MESSAGES.failed };
  const row = data?.[0];
  if (!row?.send_id) return { ok: true, message: SEND_NOW_MESSAGES.nothingToSend };
  return {
    ok: true,
    message: row.created ? SEND_NOW_MESSAGES.queued(row.recipients) : SEND_NOW_MESSAGES.alreadySent(row.recipients),
  };
}
