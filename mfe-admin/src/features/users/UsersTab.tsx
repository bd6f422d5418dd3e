import { describeWriteError, LoadFailure, useAuth } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useState } from 'react';
import { ContentAuditPanel } from './audit/ContentAuditPanel.tsx';
import { AlertText } from '../../components/ListRow.styles.ts';
import { InviteStaffPanel } from './invites/InviteStaffPanel.tsx';
import { TwoFactorPolicyPanel } from './twoFactor/TwoFactorPolicyPanel.tsx';
import { EmptyText, Panel, PanelActions, PanelHeading, PanelIntro, TabStack } from '../../components/Panel.styles.ts';
import { Pager } from './Pager.tsx';
import { RoleAuditTable } from './RoleAuditTable.tsx';
import { StepDownButton } from './StepDownButton.tsx';
import { UserSearch } from './UserSearch.tsx';
import { UserTable } from './UserTable.tsx';
import { Note } from './UsersTab.styles.ts';
import { USERS_LOAD_ERROR, USERS_PAGE_SIZE, useUsers } from './useUsers.ts';
import { useSetRole, type RoleChange } from './useSetRole.ts';
import type { AppRole, UserAccount } from './userAccount.ts';

interface PendingAdminGrant {
  user: UserAccount;
}

/** Who may edit and who may administer: accounts, their roles, and the audit trails (roles, content). */
export function UsersTab() {
  const currentUserId = useAuth((state) => state.user?.id ?? '');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pendingGrant, setPendingGrant] = useState<PendingAdminGrant | null>(null);
  const users = useUsers(search, page);
  const setRole = useSetRole();

  const change = (roleChange: RoleChange) => setRole.mutate(roleChange);
  const toggle = (user: UserAccount, role: AppRole, enabled: boolean) => {
    if (role === 'admin' && enabled) setPendingGrant({ user });
    else change({ userId: user.id, role, enabled });
  };
  const stepDown = () =>
    setRole.mutate(
      { userId: currentUserId, role: 'admin', enabled: false },
      {
        // The portal checked the role at sign-in: start it again, without the admin rights.
        onSuccess: () => window.location.assign('/'),
      },
    );

  const reason = setRole.isError ? describeWriteError(setRole.error) : null;
  const savingUserId = setRole.isPending ? (setRole.variables?.userId ?? null) : null;
  return (
    <TabStack>
      <Panel aria-labelledby="admin-users-heading">
        <PanelHeading id="admin-users-heading">Users and Roles</PanelHeading>
        <PanelIntro>
          Editors write stories, photo essays, live feeds and live events; admins also run this dashboard. Every change
          is recorded below.
        </PanelIntro>
        <UserSearch
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        {reason && <AlertText role="alert">{reason}</AlertText>}
        {users.isPending && <EmptyText>Loading users…</EmptyText>}
        {users.isError && <LoadFailure message={USERS_LOAD_ERROR} onRetry={() => void users.refetch()} />}
        {users.data && users.data.total === 0 && <EmptyText>No accounts match “{search}”.</EmptyText>}
        {users.data && users.data.total > 0 && (
          <>
            <UserTable
              users={users.data.users}
              currentUserId={currentUserId}
              savingUserId={savingUserId}
              onToggle={toggle}
            />
            <Pager page={page} pageSize={USERS_PAGE_SIZE} total={users.data.total} onPage={setPage} />
          </>
        )}
        <Note>You cannot grant yourself a role; another admin can.</Note>
        <PanelActions>
          <StepDownButton disabled={setRole.isPending || !currentUserId} onConfirm={stepDown} />
        </PanelActions>
      </Panel>
      <InviteStaffPanel />
      <TwoFactorPolicyPanel />
      <RoleAuditTable />
      <ContentAuditPanel />
      <ConfirmDialog
        open={pendingGrant !== null}
        onCancel={() => setPendingGrant(null)}
        title="Make this account an admin?"
        danger
        confirmLabel="Make admin"
        onConfirm={() => {
          if (pendingGrant) change({ userId: pendingGrant.user.id, role: 'admin', enabled: true });
          setPendingGrant(null);
        }}
      >
        {`${pendingGrant?.user.email ?? ''} will be able to manage advertisements, live events, roles and readers' messages.`}
      </ConfirmDialog>
    </TabStack>
  );
}
