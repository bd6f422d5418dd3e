export interface RoleAuditRow {
  id: string;
  action: string;
  role: string;
  target_user_id: string;
  target_email: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  created_at: string;
}

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
