import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { ActionResult } from '../model/actionResult.ts';
import { rateLimitedMessage } from '../model/rateLimited.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Our next edition will be in your inbox.',
  invalid: 'Please enter a valid email address.',
  failed: 'Failed to subscribe. Please try again.',
} as const;

// Deliberately loose: the database's is_valid_email check is the authority.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Stores the address in newsletter_subscribers (insert-only for visitors; no read-back). The
 * database answers a new and an already subscribed address alike (decision 143), so both get the
 * thanks: true either way, and the page tells nobody who is on the list.
 */
export async function subscribeToNewsletter(
  rawEmail: string,
  client: PortalClient = getSupabase(),
): Promise<ActionResult> {
  const email = rawEmail.trim();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  try {
    const { error } = await client.from('newsletter_subscribers').insert({ email });
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

export function useNewsletterSignup(): UseMutationResult<ActionResult, Error, string> {
  return useMutation({ mutationFn: (email: string) => subscribeToNewsletter(email) });
}
