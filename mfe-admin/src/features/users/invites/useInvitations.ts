import { failLoad, getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import type { AppRole } from '../userAccount.ts';

export interface Invitation {
  id: string;
  email: string;
  role: AppRole;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** When the link was first followed; the invitation still waits for a password or passkey. */
  opened_at: string | null;
}

export const INVITATIONS_LOAD_ERROR = 'Could not load the invitations.';

async function fetchInvitations(): Promise<Invitation[]> {
  const { data, error } = await getSupabase()
    .from('staff_invitations')
    .select('id, email, role, created_at, expires_at, accepted_at, opened_at')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) failLoad(INVITATIONS_LOAD_ERROR, error);
  return (data ?? []) as Invitation[];
}

/** The 20 newest invitations (admins only, by row-level security). */
export function useInvitations() {
  return useQuery({ queryKey: ['admin', 'staff-invitations'], queryFn: fetchInvitations });
}

export type InvitationState = 'accepted' | 'expired' | 'opened' | 'pending';

/**
 * Accepted only once the invitee set a password or passkey (decision 168): a link opened without
 * one (a mail scanner, an invitee who stopped) leaves the invitation pending, to resend or revoke.
 */
export function invitationState(invitation: Invitation, now = Date.now()): InvitationState {
  if (invitation.accepted_at) return 'accepted';
  // Past its time an invitation grants nothing, even if its link was opened: only a resend helps.
  if (Date.parse(invitation.expires_at) <= now) return 'expired';
  return invitation.opened_at ? 'opened' : 'pending';
}
