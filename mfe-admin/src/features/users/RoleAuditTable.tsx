import { LoadFailure } from '@newsroom/shared';
import { EmptyText } from '../../components/Panel.styles.ts';
import { TitledPanel } from '../../components/TitledPanel.tsx';
import { AuditTable } from '../../components/AuditTable.tsx';
import { ROLE_AUDIT_LIMIT, ROLE_AUDIT_LOAD_ERROR, useRoleAudit } from './useRoleAudit.ts';

/** The audit trail: who changed whose role, what and when (written by the database). */
export function RoleAuditTable() {
  const audit = useRoleAudit();
  return (
    <TitledPanel
      headingId="admin-role-audit-heading"
      title="Role changes"
      intro={<>The latest {ROLE_AUDIT_LIMIT} changes, newest first. The database records every change.</>}
    >
      {audit.isPending && <EmptyText>Loading role changes…</EmptyText>}
      {audit.isError && <LoadFailure message={ROLE_AUDIT_LOAD_ERROR} onRetry={() => void audit.refetch()} />}
      {audit.isSuccess && audit.data.length === 0 && <EmptyText>No role changes yet.</EmptyText>}
      {audit.isSuccess && audit.data.length > 0 && (
        <AuditTable
          caption="Role changes"
          columns={['Change', 'Account']}
          entries={audit.data.map((entry) => ({ ...entry, cells: [entry.change, entry.account] }))}
        />
      )}
    </TitledPanel>
  );
}
