import { failed, getSupabase, succeeded, type ActionResult } from '@newsroom/shared';

export const REVOKE_TEXT = {
  revoked: (email: string) => `Invitation to ${email} revoked. Its link no longer works.`,
  failed: 'Could not revoke the invitation. Please try again.',
} as const;

/** Ends an invitation not yet accepted: the database ends its link and any session the link opened. */
export async function revokeInvitation(id: string, email: string): Promise<ActionResult> {
  try {
    const { error } = await getSupabase().rpc('revoke_staff_invitation', { invitation_id: id });
    if (error) return failed(error.message || REVOKE_TEXT.failed);
    return succeeded(REVOKE_TEXT.revoked(email));
  } catch (error) {
    console.error('Revoking an invitation failed', error);
    return failed(REVOKE_TEXT.failed);
  }
}
