import { getSupabase, type NewsletterChoices, type PortalClient } from '@newsroom/shared';

/** What the mails' links do, through the database's token-checked functions (decision 150). */
export const NEWSLETTER_LINK_MESSAGES = {
  confirmed: 'Your subscription is confirmed. Thank you!',
  invalidConfirm: 'This confirmation link is invalid or has expired. Please subscribe again.',
  invalidManage: 'This link is invalid. Use the link at the bottom of one of our newsletters.',
  saved: 'Your choices are saved.',
  unsubscribed: 'You have been unsubscribed. You will get no more newsletters from us.',
  failed: 'Something went wrong. Please try again.',
} as const;

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscription extends NewsletterChoices {
  status: SubscriptionStatus;
  /** The address as the page shows it: first letter and domain. */
  maskedEmail: string;
}

/** Tokens are 96 hex digits: anything else is not sent to the server at all. */
export function isToken(token: string | null): token is string {
  return token !== null && /^[0-9a-f]{96}$/.test(token);
}

export async function confirmSubscription(token: string, client: PortalClient = getSupabase()): Promise<boolean> {
  const { data, error } = await client.rpc('newsletter_confirm', { token });
  if (error) throw error;
  return data === 'confirmed';
}

/** The subscription the token is for; null for an invalid token. */
export async function readSubscription(
  token: string,
  client: PortalClient = getSupabase(),
): Promise<Subscription | null> {
  const { data, error } = await client.rpc('newsletter_subscription', { token });
  if (error) throw error;
  const row = data?.[0];
  if (!row) return null;
  return {
    status: row.status as SubscriptionStatus,
    morningEdition: row.morning_edition,
    breakingAlerts: row.breaking_alerts,
    maskedEmail: row.masked_email,
  };
}

/** 'saved', 'unsubscribed' (no choice left) or 'invalid'. */
export async function saveChoices(
  token: string,
  choices: NewsletterChoices,
  client: PortalClient = getSupabase(),
): Promise<string> {
  const { data, error } = await client.rpc('newsletter_set_choices', {
    token,
    morning_edition: choices.morningEdition,
    breaking_alerts: choices.breakingAlerts,
  });
  if (error) throw error;
  return data;
}

export async function unsubscribe(token: string, client: PortalClient = getSupabase()): Promise<boolean> {
  const { data, error } = await client.rpc('newsletter_unsubscribe', { token });
  if (error) throw error;
  return data === 'unsubscribed';
}
