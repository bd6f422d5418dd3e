import { Button, LoadFailure, TextField } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { EmptyText, Panel, PanelHeading, PanelIntro } from '../../../components/Panel.styles.ts';
import { Note } from '../UsersTab.styles.ts';
import { InviteForm, Result } from './InviteStaffPanel.styles.ts';
import { APP_ROLES, ROLE_LABELS, type AppRole } from '../userAccount.ts';
import { inviteStaff } from './inviteStaff.ts';
import { InvitationList } from './InvitationList.tsx';
import { INVITATIONS_LOAD_ERROR, useInvitations } from './useInvitations.ts';

/** Invite a new contributor, editor or admin by e-mail; they start with that role once they accept. */
export function InviteStaffPanel() {
  const roleId = useId();
  const queryClient = useQueryClient();
  const invitations = useInvitations();
  const send = useMutation({
    mutationFn: ({ email, role }: { email: string; role: AppRole }) => inviteStaff(email, role),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = APP_ROLES.find((known) => known === form.get('role')) ?? 'editor';
    send.mutate({ email: String(form.get('email') ?? ''), role });
  }

  return (
    <Panel aria-labelledby="admin-invites-heading">
      <PanelHeading id="admin-invites-heading">Invite Staff</PanelHeading>
      <PanelIntro>
        New contributors, editors and admins are invited by e-mail: they choose a password from the link and start with
        the role you give them. The link works for 24 hours; the invitation stays pending until they have set a
        password, so you can resend or revoke it until then.
      </PanelIntro>
      <InviteForm noValidate onSubmit={onSubmit} aria-label="Invite staff">
        <TextField label="E-mail address" name="email" type="email" autoComplete="off" required />
        <label htmlFor={roleId}>Role</label>
        <select id={roleId} name="role" defaultValue="editor">
          {APP_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {send.data && (
          <Result $ok={send.data.ok} role={send.data.ok ? 'status' : 'alert'}>
            {send.data.message}
          </Result>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </InviteForm>
      {invitations.isError && (
        <LoadFailure message={INVITATIONS_LOAD_ERROR} onRetry={() => void invitations.refetch()} />
      )}
      {invitations.data?.length === 0 && <EmptyText>No invitations yet.</EmptyText>}
      {invitations.data && invitations.data.length > 0 && <InvitationList invitations={invitations.data} />}
      <Note>Every invitation, its acceptance and its revocation is recorded in the staff access log.</Note>
    </Panel>
  );
}
