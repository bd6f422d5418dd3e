import type { Editor } from '@tiptap/core';

/** A dialog the editor opens for a block that needs more than a click. */
export type BodyDialog = 'link' | 'image' | 'embed' | 'related';

/** A formatting or block action: the toolbar's buttons and the `/` menu's items. */
export interface BodyAction {
  id: string;
  label: string;
  /** Shown in the button's tooltip: "Bold (Ctrl+B)". */
  shortcut?: string;
  /** Whether the action is on where the cursor is (aria-pressed). */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor, openDialog: (dialog: BodyDialog) => void) => void;
}

const chain = (editor: Editor) => editor.chain().focus();

export const MARK_ACTIONS: readonly BodyAction[] = [
  {
    id: 'bold',
    label: 'Bold',
    shortcut: 'Ctrl+B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => chain(editor).toggleBold().run(),
  },
  {
    id: 'italic',
    label: 'Italic',
    shortcut: 'Ctrl+I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => chain(editor).toggleItalic().run(),
  },
  {
    id: 'strike',
    label: 'Strikethrough',
    shortcut: 'Ctrl+Shift+S',
    isActive: (editor) => editor.isActive('strike'),
    run: (editor) => chain(editor).toggleStrike().run(),
  },
  {
    id: 'link',
    label: 'Link',
    shortcut: 'Ctrl+K',
    isActive: (editor) => editor.isActive('link'),
    run: (_editor, openDialog) => openDialog('link'),
  },
];

/** Blocks, in the order the `/` menu lists them. */
export const BLOCK_ACTIONS: readonly BodyAction[] = [
  {
    id: 'paragraph',
    label: 'Paragraph',
    shortcut: 'Ctrl+Alt+0',
    isActive: (editor) => editor.isActive('paragraph'),
    run: (editor) => chain(editor).setParagraph().run(),
  },
  {
    id: 'heading2',
    label: 'H2 subheading',
    shortcut: 'Ctrl+Alt+2',
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => chain(editor).toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'heading3',
    label: 'H3 subheading',
    shortcut: 'Ctrl+Alt+3',
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => chain(editor).toggleHeading({ level: 3 }).run(),
  },
  {
    id: 'bulletList',
    label: 'Bulleted list',
    shortcut: 'Ctrl+Shift+8',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => chain(editor).toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    label: 'Numbered list',
    shortcut: 'Ctrl+Shift+7',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => chain(editor).toggleOrderedList().run(),
  },
  {
    id: 'blockquote',
    label: 'Quotation',
    shortcut: 'Ctrl+Shift+B',
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => chain(editor).toggleBlockquote().run(),
  },
  {
    id: 'pullQuote',
    label: 'Pull quote',
    run: (editor) =>
      chain(editor)
        .insertContent({ type: 'pullQuote', content: [{ type: 'text', text: 'Quotation' }] })
        .run(),
  },
  {
    id: 'factBox',
    label: 'Fact box',
    run: (editor) =>
      chain(editor)
        .insertContent({
          type: 'factBox',
          attrs: { title: 'Key facts' },
          content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] }],
        })
        .run(),
  },
  { id: 'horizontalRule', label: 'Divider', run: (editor) => chain(editor).setHorizontalRule().run() },
  {
    id: 'table',
    label: 'Table',
    run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  { id: 'relatedStory', label: 'Related story…', run: (_editor, openDialog) => openDialog('related') },
  { id: 'image', label: 'Insert image…', run: (_editor, openDialog) => openDialog('image') },
  { id: 'embed', label: 'Insert embed…', run: (_editor, openDialog) => openDialog('embed') },
];

export const HISTORY_ACTIONS: readonly BodyAction[] = [
  { id: 'undo', label: 'Undo', shortcut: 'Ctrl+Z', run: (editor) => chain(editor).undo().run() },
  { id: 'redo', label: 'Redo', shortcut: 'Ctrl+Shift+Z', run: (editor) => chain(editor).redo().run() },
];

/** "Bold (Ctrl+B)": the tooltip and title of a toolbar button. */
export const actionTitle = (action: BodyAction) =>
  action.shortcut ? `${action.label} (${action.shortcut})` : action.label;

/** The `/` menu's items whose label starts a word with `query`. */
export function matchingBlocks(query: string): BodyAction[] {
  const wanted = query.trim().toLowerCase();
  return BLOCK_ACTIONS.filter(
    (action) =>
      !wanted ||
      action.label
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(wanted)),
  );
}
