import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { selectedRect } from '@tiptap/pm/tables';

/** A table action of the table toolbar: enabled only where it keeps the table valid. */
export interface TableAction {
  id: string;
  label: string;
  /** Short visible face; the label is the accessible name and title. */
  face: string;
  canRun: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** Whether a table's first row is its header: header cells only (the renderer's <thead>). */
function hasHeaderRow(table: ProseMirrorNode): boolean {
  const first = table.firstChild;
  if (!first || first.childCount === 0) return false;
  let header = true;
  first.forEach((cell) => {
    if (cell.type.name !== 'tableHeader') header = false;
  });
  return header;
}

/**
 * Whether the selection touches the table's header row. The header stays the first row: no row
 * goes above it, and it goes only with the table.
 */
export function inHeaderRow(editor: Editor): boolean {
  if (!editor.isActive('table')) return false;
  const rect = selectedRect(editor.state);
  return rect.top === 0 && hasHeaderRow(rect.table);
}

/**
 * Whether the selected rows may go: not the header row, nor the last row below it (a table of a
 * header alone has nothing to head, and a column added to it would get a plain cell in the header).
 */
function canDeleteRows(editor: Editor): boolean {
  if (!editor.isActive('table') || inHeaderRow(editor)) return false;
  const rect = selectedRect(editor.state);
  const left = rect.map.height - (rect.bottom - rect.top);
  return left >= (hasHeaderRow(rect.table) ? 2 : 1) && editor.can().deleteRow();
}

const chain = (editor: Editor) => editor.chain().focus();

export const TABLE_ACTIONS: readonly TableAction[] = [
  {
    id: 'addRowBefore',
    label: 'Add row above',
    face: 'Row above',
    canRun: (editor) => !inHeaderRow(editor) && editor.can().addRowBefore(),
    run: (editor) => chain(editor).addRowBefore().run(),
  },
  {
    id: 'addRowAfter',
    label: 'Add row below',
    face: 'Row below',
    canRun: (editor) => editor.can().addRowAfter(),
    run: (editor) => chain(editor).addRowAfter().run(),
  },
  {
    id: 'addColumnBefore',
    label: 'Add column before',
    face: 'Column before',
    canRun: (editor) => editor.can().addColumnBefore(),
    run: (editor) => chain(editor).addColumnBefore().run(),
  },
  {
    id: 'addColumnAfter',
    label: 'Add column after',
    face: 'Column after',
    canRun: (editor) => editor.can().addColumnAfter(),
    run: (editor) => chain(editor).addColumnAfter().run(),
  },
  {
    id: 'deleteRow',
    label: 'Delete row',
    face: 'Delete row',
    canRun: canDeleteRows,
    run: (editor) => chain(editor).deleteRow().run(),
  },
  {
    id: 'deleteColumn',
    label: 'Delete column',
    face: 'Delete column',
    canRun: (editor) => editor.can().deleteColumn(),
    run: (editor) => chain(editor).deleteColumn().run(),
  },
  {
    id: 'deleteTable',
    label: 'Delete table',
    face: 'Delete table',
    canRun: (editor) => editor.can().deleteTable(),
    run: (editor) => chain(editor).deleteTable().run(),
  },
];
