import { Button } from '@newsroom/shared';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { ROLE_LABELS } from '../userAccount.ts';
import { InvitationActions, InvitationRow } from './InviteStaffPanel.styles.ts';
import { invitationState, type Invitation } from './useInvitations.ts';

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const when = (iso: string) => DATE.format(new Date(iso));

/** What the admin reads about one invitation: accepted, or what is holding it up. */
function stateText(invitation: Invitation): string {
  const state = invitationState(invitation);
  if (state === 'accepted') return 'Accepted';
  if (state === 'opened') return `Pending: link opened ${when(invitation.opened_at!)}, no password set yet`;
  if (state === 'expired') return 'Expired: link not used';
  return 'Pending: link not opened yet';
}

export interface InvitationItemProps {
  invitation: Invitation;
  busy: boolean;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** One invitation; until it is accepted the admin can mail a new link or end it. */
export function InvitationItem({ invitation, busy, onResend, onRevoke }: InvitationItemProps) {
  const open = !invitation.accepted_at;
  return (
    <InvitationRow>
      <span>
        {invitation.email} — {ROLE_LABELS[invitation.role]} — {stateText(invitation)} (sent{' '}
        {when(invitation.created_at)})
      </span>
      {open && (
        <InvitationActions>
          <Button
            $variant="secondary"
            $size="sm"
            disabled={busy}
            aria-label={`Resend invitation to ${invitation.email}`}
            onClick={() => onResend(invitation)}
          >
            Resend
          </Button>
          <ConfirmButton
            label="Revoke"
            ariaLabel={`Revoke invitation to ${invitation.email}`}
            title={`Revoke the invitation to ${invitation.email}?`}
            disabled={busy}
            onConfirm={() => onRevoke(invitation)}
          >
            The link in it stops working and a session opened from it ends. You can invite the address again later.
          </ConfirmButton>
        </InvitationActions>
      )}
    </InvitationRow>
  );
}
