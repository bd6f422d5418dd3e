import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { ActionResult } from '../model/actionResult.ts';
import { rateLimitedMessage } from '../model/rateLimited.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Almost done: we have sent you an e-mail. Follow its link to confirm your subscription.',
  noChoice: 'Please choose at least one newsletter.',
  invalid: 'Please enter a valid email address.',
  failed: 'Failed to subscribe. Please try again.',
} as const;

// Deliberately loose: the database's is_valid_email check is the authority.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a subscriber gets (decision 150): the morning edition, breaking-news alerts, or both. */
export interface NewsletterChoices {
  morningEdition: boolean;
  breakingAlerts: boolean;
}

export interface NewsletterSignup extends Partial<NewsletterChoices> {
  email: string;
}

/**
 * Asks for the newsletter (insert-only for visitors; no read-back): the database stores the
 * address as pending and mails a confirmation link (double opt-in, decision 150). It answers a new
 * and an already subscribed address alike (decision 143), so both get the same answer and the
 * page tells nobody who is on the list.
 */
export async function subscribeToNewsletter(
  signup: string | NewsletterSignup,
  client: PortalClient = getSupabase(),
): Promise<ActionResult> {
  const {
    email: rawEmail,
    morningEdition = true,
    breakingAlerts = false,
  } = typeof signup === 'string' ? { email: signup } : signup;
  const email = rawEmail.trim();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  if (!morningEdition && !breakingAlerts) return { ok: false, message: NEWSLETTER_MESSAGES.noChoice };
  try {
    const { error } = await client
      .from('newsletter_subscribers')
      .insert({ email, morning_edition: morningEdition, breaking_alerts: breakingAlerts });
    // 23505: a backend without the quiet sign-up (or a race it lost); the address is on the list.
    if (!error || error.code === '23505') return { ok: true, message: NEWSLETTER_MESSAGES.subscribed };
    if (error.code === '23514') return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
    const limited = rateLimitedMessage(error);
    if (limited) return { ok: false, message: limited };
    console.error('Newsletter sign-up failed', error);
    return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  } catch (error) {
    console.error('Newsletter sign-up failed', error);
    return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  }
}

export function useNewsletterSignup(): UseMutationResult<ActionResult, Error, NewsletterSignup> {
  return useMutation({ mutationFn: (signup: NewsletterSignup) => subscribeToNewsletter(signup) });
}
