import { getSupabase } from '../supabase/client.ts';
import { failed, succeeded, type ActionResult } from '../model/actionResult.ts';
import { authSession } from './authSession.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { PASSWORD_MIN_LENGTH } from '../constants/site.ts';

function client() {
  authSession.client ??= getSupabase();
  return authSession.client;
}

/** Where a mailed link brings the reader back to: this portal, at `path`. */
function here(path: string): string {
  return `${window.location.origin}${path}`;
}

/**
 * "Forgot password?": mails a recovery link. The answer is the same whether or not the address
 * has an account (the backend answers alike too), so the form reveals nothing.
 */
export async function requestPasswordReset(email: string): Promise<ActionResult> {
  if (!email.trim()) return failed(AUTH_MESSAGES.fillAllFields);
  try {
    const { error } = await client().auth.resetPasswordForEmail(email.trim(), { redirectTo: here('/reset-password') });
    if (error) return failed(error.message || AUTH_MESSAGES.resetRequestFailed);
    return succeeded(AUTH_MESSAGES.resetLinkSent);
  } catch (error) {
    console.error('Password reset request failed', error);
    return failed(AUTH_MESSAGES.resetRequestFailed);
  }
}

/** "Resend confirmation": a new confirmation link to an address not yet confirmed (quietly nothing otherwise). */
export async function resendConfirmation(email: string): Promise<ActionResult> {
  if (!email.trim()) return failed(AUTH_MESSAGES.fillAllFields);
  try {
    const { error } = await client().auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: here('/') },
    });
    if (error) return failed(error.message || AUTH_MESSAGES.resendFailed);
    return succeeded(AUTH_MESSAGES.confirmationResent);
  } catch (error) {
    console.error('Resending the confirmation failed', error);
    return failed(AUTH_MESSAGES.resendFailed);
  }
}

/** The set-new-password page: needs the session the recovery link opened. */
export async function setNewPassword(password: string): Promise<ActionResult> {
  if (!password) return failed(AUTH_MESSAGES.fillAllFields);
  if (password.length < PASSWORD_MIN_LENGTH) return failed(AUTH_MESSAGES.passwordTooShort);
  try {
    const { error } = await client().auth.updateUser({ password });
    if (error) return failed(error.message || AUTH_MESSAGES.passwordUpdateFailed);
    return succeeded(AUTH_MESSAGES.passwordUpdated);
  } catch (error) {
    console.error('Setting the new password failed', error);
    return failed(AUTH_MESSAGES.passwordUpdateFailed);
  }
}

/** An error GoTrue put in the fragment of a link's landing page (an expired or spent link). */
export function linkErrorInUrl(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('error_description') ?? params.get('error') ?? null;
}
