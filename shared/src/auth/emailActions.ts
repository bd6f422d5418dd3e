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

/**
 * A new e-mail address for the signed-in user: both addresses get a link (double confirmation);
 * the address changes once both are followed. Links land on /account.
 */
export async function changeEmail(newEmail: string): Promise<ActionResult> {
  if (!newEmail.trim()) return failed(AUTH_MESSAGES.fillAllFields);
  try {
    const { error } = await client().auth.updateUser({ email: newEmail.trim() }, { emailRedirectTo: here('/account') });
    if (error) return failed(error.message || AUTH_MESSAGES.emailChangeFailed);
    return succeeded(AUTH_MESSAGES.emailChangeSent);
  } catch (error) {
    console.error('Changing the e-mail address failed', error);
    return failed(AUTH_MESSAGES.emailChangeFailed);
  }
}

/** A notice GoTrue put in the fragment (the first of an e-mail change's two links accepted). */
export function linkMessageInUrl(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('message');
}

/** An error GoTrue put in the fragment of a link's landing page (an expired or spent link). */
export function linkErrorInUrl(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('error_description') ?? params.get('error') ?? null;
}
