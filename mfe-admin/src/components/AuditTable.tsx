import type { ReactNode } from 'react';
import { DataTable } from './DataTable.tsx';
import { Timestamp } from './Timestamp.tsx';

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
  const rows = entries.map((entry) => ({
    id: entry.id,
    cells: [<Timestamp key="when" iso={entry.when} pattern="d MMM yyyy, HH:mm:ss" />, entry.actor, ...entry.cells],
  }));
  return <DataTable caption={caption} columns={['When', 'Changed by', ...columns]} rows={rows} busy={busy} />;
}
