import type { EditorView } from '@tiptap/pm/view';
import { Selection } from '@tiptap/pm/state';

/**
 * The file a paste brings as a picture: its first file, when the clipboard has no text. Word and
 * Excel also put a picture of the copied text on the clipboard; that paste is the text.
 */
export function pastedFile(data: DataTransfer | null): File | null {
  if (!data || data.files.length === 0 || data.getData('text/plain').trim() !== '') return null;
  return data.files[0] ?? null;
}

/** The first file dropped on the text, if any (a drag inside the text moves text, not files). */
export function droppedFile(data: DataTransfer | null): File | null {
  return data?.files[0] ?? null;
}

/** Puts the cursor where a file was dropped, so its image goes there (where the browser can say). */
export function placeAtDrop(view: EditorView, event: DragEvent) {
  // Without layout (jsdom), there is no point to find: the image goes where the cursor was.
  if (typeof view.root.elementFromPoint !== 'function') return;
  const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
  if (!at) return;
  const { tr, doc } = view.state;
  view.dispatch(tr.setSelection(Selection.near(doc.resolve(at.pos))));
}
