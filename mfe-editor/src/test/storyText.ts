import type { Editor } from '@tiptap/core';
import { act, screen } from '@testing-library/react';

/** The story text's editor, by its label: Tiptap keeps the instance on its element. */
export function storyTextEditor(label: string | RegExp = 'Story text *'): Editor {
  const element = screen.getByLabelText(label) as HTMLElement & { editor?: Editor };
  if (!element.editor) throw new Error(`${label} is not a Tiptap editor`);
  return element.editor;
}

/**
 * Writes `text` at the end of the story text as one input and leaves the field, which hands the
 * document to the form (the editor's own commands: happy-dom has no text input events ProseMirror
 * can read, and the form's tests are about the form, not typing).
 */
export async function writeStoryText(text: string, label?: string | RegExp): Promise<void> {
  const editor = storyTextEditor(label);
  await act(async () => {
    editor.view.focus();
    editor.chain().focus('end').insertContent(text).run();
    editor.view.dom.blur();
  });
}
