import type { Tables } from '@newsroom/shared';

export type RoleAuditRow = Tables<'role_audit_log'>;

export interface RoleAuditEntry {
  id: string;
  when: string;
  /** Who made the change; "System" for the service role or the database owner (seed, SQL editor). */
  actor: string;
  /** Whose role changed (their e-mail at the time, or their id if the account is gone). */
  account: string;
  change: string;
}

export function mapRoleAuditRow(row: RoleAuditRow): RoleAuditEntry {
  return {
    id: row.id,
    when: row.created_at,
    actor: row.actor_email ?? (row.actor_user_id ? row.actor_user_id : 'System'),
    account: row.target_email ?? row.target_user_id,
    change: `${row.action === 'granted' ? 'Granted' : 'Revoked'} ${row.role}`,
  };
}
