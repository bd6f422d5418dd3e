import type { AnyExtension } from '@tiptap/core';
import { Collaboration } from '@tiptap/extension-collaboration';
import type * as Y from 'yjs';
import { storyExtensions } from '../body/storyExtensions.ts';
import { bodyOf } from './workingCopyLayout.ts';

export interface BodyCollaboration {
  /** The story's working copy (decision 174): the body is its `body` fragment. */
  doc: Y.Doc;
  /** Extensions drawing the others' carets (presence), if any. */
  extensions?: AnyExtension[];
}

/**
 * The story text bound to the working copy: the story's extensions without ProseMirror's history
 * (Collaboration brings Yjs's undo manager, which undoes only one's own edits), the binding, and
 * the presence extensions.
 */
export function collaborationExtensions(
  { doc, extensions = [] }: BodyCollaboration,
  placeholder: string,
): AnyExtension[] {
  return [
    ...storyExtensions({ placeholder, undoRedo: false }),
    Collaboration.configure({ fragment: bodyOf(doc) }),
    ...extensions,
  ];
}
