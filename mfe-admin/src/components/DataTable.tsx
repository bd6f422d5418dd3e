import type { ReactNode } from 'react';
import { Table, TableWrap } from './Table.styles.ts';

export interface DataTableRow {
  id: string | number;
  /** One cell a column. */
  cells: readonly ReactNode[];
}

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly DataTableRow[];
  /** True while another page replaces the one shown. */
  busy?: boolean;
}

/** The dashboard's read-only tables (audit trails, the newsletter's sends): a caption, headers, rows; scrolls sideways on a phone. */
export function DataTable({ caption, columns, rows, busy }: DataTableProps) {
  return (
    <TableWrap>
      <Table aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
