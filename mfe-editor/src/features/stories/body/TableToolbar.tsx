import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useId } from 'react';
import { TABLE_ACTIONS } from './tableCommands.ts';
import { TableHint, ToolButton, ToolbarRow } from './StoryBodyEditor.styles.ts';

export interface TableToolbarProps {
  editor: Editor;
}

/**
 * The table's rows and columns, shown while the cursor is in a table. Tiptap has no shortcuts for
 * these; Tab and Shift+Tab move between cells (Tab in the last cell adds a row).
 */
export function TableToolbar({ editor }: TableToolbarProps) {
  const id = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive('table') ? TABLE_ACTIONS.map((action) => action.canRun(current)) : null,
  });
  if (!state) return null;
  return (
    <ToolbarRow role="toolbar" aria-label="Table" aria-describedby={`${id}-hint`}>
      {TABLE_ACTIONS.map((action, index) => (
        <ToolButton
          key={action.id}
          type="button"
          aria-label={action.label}
          title={action.label}
          disabled={!state[index]}
          onClick={() => action.run(editor)}
        >
          {action.face}
        </ToolButton>
      ))}
      <TableHint id={`${id}-hint`}>Tab: next cell · Shift+Tab: previous cell</TableHint>
    </ToolbarRow>
  );
}
