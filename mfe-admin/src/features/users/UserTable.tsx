import { format } from 'date-fns';
import { RoleCheckbox } from './RoleCheckbox.tsx';
import type { AppRole, UserAccount } from './userAccount.ts';
import { UsersScroll, UsersTableEl } from './UserTable.styles.ts';

export interface UserTableProps {
  users: readonly UserAccount[];
  currentUserId: string;
  /** The account whose role is being saved (its checkboxes wait). */
  savingUserId: string | null;
  onToggle: (user: UserAccount, role: AppRole, enabled: boolean) => void;
}

const formatDate = (value: string) => (value ? format(new Date(value), 'd MMM yyyy') : '—');

/**
 * Accounts with their roles. Your own row cannot gain a role (nobody grants themselves one); your
 * admin role is given up with "Remove my admin role" below, which asks first. On a phone the table
 * scrolls in its own focusable box, e-mail first (decision 168).
 */
export function UserTable({ users, currentUserId, savingUserId, onToggle }: UserTableProps) {
  return (
    <UsersScroll role="region" aria-labelledby="users-table-caption" tabIndex={0}>
      <UsersTableEl>
        <caption id="users-table-caption">Accounts and their roles</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Contributor</th>
            <th scope="col">Editor</th>
            <th scope="col">Admin</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isMe = user.id === currentUserId;
            const busy = savingUserId === user.id;
            return (
              <tr key={user.id}>
                <th scope="row">
                  {user.email}
                  {isMe && ' (you)'}
                </th>
                <td>{user.fullName || '—'}</td>
                <td>{formatDate(user.createdAt)}</td>
                <td>{formatDate(user.lastSignInAt)}</td>
                <td>
                  <RoleCheckbox
                    user={user}
                    appRole="contributor"
                    disabled={busy || (isMe && !user.roles.includes('contributor'))}
                    onToggle={onToggle}
                  />
                </td>
                <td>
                  <RoleCheckbox
                    user={user}
                    appRole="editor"
                    disabled={busy || (isMe && !user.roles.includes('editor'))}
                    onToggle={onToggle}
                  />
                </td>
                <td>
                  <RoleCheckbox user={user} appRole="admin" disabled={busy || isMe} onToggle={onToggle} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </UsersTableEl>
    </UsersScroll>
  );
}
