import { NodeSelection, type EditorState } from '@tiptap/pm/state';
import type { InlineImage } from './ImageDialog.tsx';

/** The image the writer has selected (a node selection), with where it is; null otherwise. */
export function selectedImage({ selection }: EditorState): { pos: number; image: InlineImage } | null {
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return null;
  const { src, alt, caption, credit, focalX, focalY } = selection.node.attrs;
  return { pos: selection.from, image: { src, alt, caption, credit, focalX, focalY } as InlineImage };
}
