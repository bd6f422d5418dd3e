import type { EditorState } from '@tiptap/pm/state';

export interface SlashQuery {
  /** What follows the `/`: filters the menu. */
  query: string;
  /** The `/` and the query, removed when a block is chosen. */
  from: number;
  to: number;
}

/** A `/` typed at the start of an empty paragraph, with what follows it, where the cursor is; else null. */
export function slashQuery(state: EditorState): SlashQuery | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if ($from.parent.type.name !== 'paragraph') return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const match = /^\/([\p{L} ]{0,20})$/u.exec(before);
  if (!match || $from.parent.textContent.length !== before.length) return null;
  return { query: match[1] ?? '', from: $from.start(), to: $from.pos };
}
