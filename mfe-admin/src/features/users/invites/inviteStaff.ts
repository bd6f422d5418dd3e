import { failed, getSupabase, succeeded, type ActionResult } from '@newsroom/shared';
import type { AppRole } from '../userAccount.ts';

export const INVITE_TEXT = {
  sent: (email: string) => `Invitation sent to ${email}. The link in it works for 24 hours.`,
  failed: 'Could not send the invitation. Please try again.',
  enterEmail: 'Enter the e-mail address to invite.',
} as const;

/** The function's own sentence (an existing account, a missing two-factor step…), when it gave one. */
async function reasonOf(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) return null;
  try {
    const body = (await context.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** Invites a new editor or admin by e-mail (the invite-staff function; the database grants the role on acceptance). */
export async function inviteStaff(email: string, role: AppRole): Promise<ActionResult> {
  const address = email.trim();
  if (!address) return failed(INVITE_TEXT.enterEmail);
  try {
    const { error } = await getSupabase().functions.invoke('invite-staff', {
      body: { email: address, role, redirectTo: `${window.location.origin}/accept-invite` },
    });
    if (error) return failed((await reasonOf(error)) ?? INVITE_TEXT.failed);
    return succeeded(INVITE_TEXT.sent(address.toLowerCase()));
  } catch (error) {
    console.error('Inviting staff failed', error);
    return failed(INVITE_TEXT.failed);
  }
}
