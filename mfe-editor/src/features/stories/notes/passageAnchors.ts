import { fromBase64, toBase64 } from '@newsroom/shared/coedit';
import type { EditorState } from '@tiptap/pm/state';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import * as Y from 'yjs';

/** The database's limit on a note's quote (story_passage_notes_quote_length, decision 196). */
export const QUOTE_MAX_LENGTH = 500;

/** Where a note sits in the working copy: two Yjs relative positions (base64) and the text it quoted. */
export interface PassageAnchor {
  anchorFrom: string;
  anchorTo: string;
  quote: string;
}

export interface PassageRange {
  from: number;
  to: number;
}

type Mapping = Parameters<typeof absolutePositionToRelativePosition>[2];

/** y-prosemirror's binding of the editor to the working copy's body (null before the view exists). */
interface Binding {
  doc: Y.Doc;
  type: Y.XmlFragment;
  mapping: Mapping;
}

function bindingOf(state: EditorState): Binding | null {
  const sync = ySyncPluginKey.getState(state) as { binding?: Binding | null } | undefined;
  return sync?.binding ?? null;
}

/** The passage's text, one line, cut to the database's limit with an ellipsis. */
function quoteOf(state: EditorState, { from, to }: PassageRange): string {
  const text = state.doc.textBetween(from, to, ' ', ' ').replace(/\s+/g, ' ').trim();
  return text.length <= QUOTE_MAX_LENGTH ? text : `${text.slice(0, QUOTE_MAX_LENGTH - 1)}…`;
}

/**
 * A relative position that sticks to the character after it (assoc 0): y-prosemirror's own sticks
 * to the one before, which would let text typed just before the passage join it.
 */
function stickingRight(position: Y.RelativePosition, doc: Y.Doc): Y.RelativePosition {
  const absolute = Y.createAbsolutePositionFromRelativePosition(position, doc);
  if (!absolute || !(absolute.type instanceof Y.XmlText)) return position;
  return Y.createRelativePositionFromTypeIndex(absolute.type, absolute.index, 0);
}

/** The selected passage as a note's anchor, or null when nothing with text is selected. */
export function anchorPassage(state: EditorState, range: PassageRange): PassageAnchor | null {
  const binding = bindingOf(state);
  if (!binding || range.from >= range.to) return null;
  const quote = quoteOf(state, range);
  if (!quote) return null;
  const relative = (pos: number) => absolutePositionToRelativePosition(pos, binding.type, binding.mapping);
  const encode = (position: Y.RelativePosition) => toBase64(Y.encodeRelativePosition(position));
  return {
    anchorFrom: encode(stickingRight(relative(range.from), binding.doc)),
    anchorTo: encode(relative(range.to)),
    quote,
  };
}

/** Whether the text a position points into was deleted with its paragraph (or a block around it). */
function isGone(position: Y.RelativePosition, doc: Y.Doc): boolean {
  const absolute = Y.createAbsolutePositionFromRelativePosition(position, doc);
  if (!absolute) return true;
  for (let item = absolute.type._item; item; item = (item.parent as Y.AbstractType<unknown>)._item) {
    if (item.deleted) return true;
  }
  return false;
}

/**
 * Where a note's passage is in the editor now, or null once its text is deleted (every character
 * of it, or its paragraph): the panel then shows the quote and "The passage was deleted".
 */
export function resolvePassage(
  state: EditorState,
  anchor: Pick<PassageAnchor, 'anchorFrom' | 'anchorTo'>,
): PassageRange | null {
  const binding = bindingOf(state);
  if (!binding) return null;
  try {
    const [from, to] = [anchor.anchorFrom, anchor.anchorTo].map((encoded) => {
      const position = Y.decodeRelativePosition(fromBase64(encoded));
      if (isGone(position, binding.doc)) return null;
      return relativePositionToAbsolutePosition(binding.doc, binding.type, position, binding.mapping);
    });
    if (from === null || to === null || from >= to || to > state.doc.content.size) return null;
    return { from, to };
  } catch {
    // An anchor that does not decode (written by another client) points nowhere.
    return null;
  }
}
