import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  BLOCK_ACTIONS,
  HISTORY_ACTIONS,
  MARK_ACTIONS,
  actionTitle,
  type BodyAction,
  type BodyDialog,
} from './blockCommands.ts';
import { ToolButton, ToolbarRow } from './StoryBodyEditor.styles.ts';

/** The toolbar's block buttons: those a writer uses most (the `/` menu has them all). */
const TOOLBAR_BLOCKS = ['heading2', 'heading3', 'bulletList', 'orderedList', 'blockquote', 'image', 'embed'];
const BUTTONS: readonly BodyAction[] = [
  ...MARK_ACTIONS,
  ...BLOCK_ACTIONS.filter((action) => TOOLBAR_BLOCKS.includes(action.id)),
];
/** Short faces for the buttons; each has its full name as aria-label and title. */
const FACES: Record<string, string> = {
  bold: 'B',
  italic: 'I',
  strike: 'S',
  link: 'Link',
  heading2: 'H2',
  heading3: 'H3',
  bulletList: '• List',
  orderedList: 'Numbered',
  blockquote: '“ ”',
  image: 'Image',
  embed: 'Embed',
  undo: 'Undo',
  redo: 'Redo',
};

export interface BodyToolbarProps {
  editor: Editor;
  openDialog: (dialog: BodyDialog) => void;
  /** The buttons before Undo and Redo (default: the marks and the blocks a story uses most). */
  actions?: readonly BodyAction[];
}

/** Formatting buttons named with their shortcuts ("Bold (Ctrl+B)"); a mark or block that is on is pressed. */
export function BodyToolbar({ editor, openDialog, actions = BUTTONS }: BodyToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: actions.map((action) => action.isActive?.(current) ?? null),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const button = (action: BodyAction, pressed: boolean | null, disabled = false) => (
    <ToolButton
      key={action.id}
      type="button"
      aria-label={action.label.replace('…', '')}
      title={actionTitle(action)}
      aria-pressed={pressed ?? undefined}
      disabled={disabled}
      onClick={() => action.run(editor, openDialog)}
    >
      {FACES[action.id] ?? action.label}
    </ToolButton>
  );
  return (
    <ToolbarRow role="toolbar" aria-label="Text formatting">
      {actions.map((action, index) => button(action, state.pressed[index] ?? null))}
      {button(HISTORY_ACTIONS[0]!, null, !state.canUndo)}
      {button(HISTORY_ACTIONS[1]!, null, !state.canRedo)}
    </ToolbarRow>
  );
}
