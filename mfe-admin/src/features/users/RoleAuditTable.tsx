import { LoadFailure } from '@newsroom/shared';
import { format } from 'date-fns';
import { EmptyText, Panel, PanelHeading, PanelIntro } from '../../components/Panel.styles.ts';
import { Table, TableWrap } from './UsersTab.styles.ts';
import { ROLE_AUDIT_LIMIT, ROLE_AUDIT_LOAD_ERROR, useRoleAudit } from './useRoleAudit.ts';

/** The audit trail: who changed whose role, what and when (written by the database). */
export function RoleAuditTable() {
  const audit = useRoleAudit();
  return (
    <Panel aria-labelledby="admin-role-audit-heading">
      <PanelHeading id="admin-role-audit-heading">Role changes</PanelHeading>
      <PanelIntro>The latest {ROLE_AUDIT_LIMIT} changes, newest first. The database records every change.</PanelIntro>
      {audit.isPending && <EmptyText>Loading role changes…</EmptyText>}
      {audit.isError && <LoadFailure message={ROLE_AUDIT_LOAD_ERROR} onRetry={() => void audit.refetch()} />}
      {audit.isSuccess && audit.data.length === 0 && <EmptyText>No role changes yet.</EmptyText>}
      {audit.isSuccess && audit.data.length > 0 && (
        <TableWrap>
          <Table>
            <caption>Role changes</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Changed by</th>
                <th scope="col">Change</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.when}>{format(new Date(entry.when), 'd MMM yyyy, HH:mm:ss')}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{entry.change}</td>
                  <td>{entry.account}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Panel>
  );
}
