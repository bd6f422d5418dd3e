import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { ActionResult } from '../model/actionResult.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Our next edition will be in your inbox.',
  duplicate: 'This email is already subscribed to our newsletter.',
  invalid: 'Please enter a valid email address.',
  failed: 'Failed to subscribe. Please try again.',
} as const;

// Deliberately loose: the database's is_valid_email check is the authority.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stores the address in newsletter_subscribers (insert-only for visitors; no read-back). */
export async function subscribeToNewsletter(
  rawEmail: string,
  client: PortalClient = getSupabase(),
): Promise<ActionResult> {
  const email = rawEmail.trim();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  try {
    const { error } = await client.from('newsletter_subscribers').insert({ email });
    if (!error) return { ok: true, message: NEWSLETTER_MESSAGES.subscribed };
    if (error.code === '23505') return { ok: false, message: NEWSLETTER_MESSAGES.duplicate };
    if (error.code === '23514') return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
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
