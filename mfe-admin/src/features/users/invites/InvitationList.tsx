import { toast, type ActionResult } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvitationItem } from './InvitationItem.tsx';
import { inviteStaff } from './inviteStaff.ts';
import { revokeInvitation } from './revokeInvitation.ts';
import type { Invitation } from './useInvitations.ts';

type Action = { kind: 'resend' | 'revoke'; invitation: Invitation };

function run({ kind, invitation }: Action): Promise<ActionResult> {
  if (kind === 'revoke') return revokeInvitation(invitation.id, invitation.email);
  // A new invitation to the same address mails a new link and ends the old one (decision 168).
  return inviteStaff(invitation.email, invitation.role);
}

export interface InvitationListProps {
  invitations: Invitation[];
}

/** The recent invitations, each pending one with Resend and Revoke. */
export function InvitationList({ invitations }: InvitationListProps) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  return (
    <ul aria-label="Recent invitations">
      {invitations.map((invitation) => (
        <InvitationItem
          key={invitation.id}
          invitation={invitation}
          busy={act.isPending}
          onResend={(item) => act.mutate({ kind: 'resend', invitation: item })}
          onRevoke={(item) => act.mutate({ kind: 'revoke', invitation: item })}
        />
      ))}
    </ul>
  );
}
