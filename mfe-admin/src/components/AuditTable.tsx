import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Table, TableWrap } from './Table.styles.ts';

export interface AuditTableEntry {
  id: string | number;
  /** ISO time of the change. */
  when: string;
  actor: string;
  /** One cell a column, after "When" and "Changed by". */
  cells: readonly ReactNode[];
}

export interface AuditTableProps {
  caption: string;
  /** The headers after "When" and "Changed by". */
  columns: readonly string[];
  entries: readonly AuditTableEntry[];
  /** True while an older page replaces the one shown. */
  busy?: boolean;
}

/** An audit trail the database writes, as a table: when (to the second), who, then what changed. */
export function AuditTable({ caption, columns, entries, busy }: AuditTableProps) {
  return (
    <TableWrap>
      <Table aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {['When', 'Changed by', ...columns].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.when}>{format(new Date(entry.when), 'd MMM yyyy, HH:mm:ss')}</time>
              </td>
              <td>{entry.actor}</td>
              {entry.cells.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
