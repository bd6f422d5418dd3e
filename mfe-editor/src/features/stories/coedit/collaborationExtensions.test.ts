// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collaborationExtensions } from './collaborationExtensions.ts';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/** Two consoles on one working copy: each document's updates reach the other at once, as the channel does. */
function twoConsoles(): [Editor, Editor] {
  const [first, second] = [new Y.Doc(), new Y.Doc()];
  first.on(
    'update',
    (update: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(second, update, 'peer'),
  );
  second.on(
    'update',
    (update: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(first, update, 'peer'),
  );
  const made = [first, second].map(
    (doc) => new Editor({ element: document.createElement('div'), extensions: collaborationExtensions({ doc }, '') }),
  );
  editors.push(...made);
  return [made[0], made[1]];
}

describe('collaborationExtensions', () => {
  it('what one console types appears in the other’s text, in the same paragraph', () => {
    const [reporter, editor] = twoConsoles();
    reporter.commands.insertContent('The vote was close.');
    expect(editor.getText()).toBe('The vote was close.');
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.commands.insertContent(' Very close.');
    expect(reporter.getText()).toBe('The vote was close. Very close.');
    expect(reporter.getJSON().content).toHaveLength(1);
  });

  it('undo takes back only one’s own typing (Yjs’s undo manager, not ProseMirror’s history)', () => {
    const [reporter, editor] = twoConsoles();
    reporter.commands.insertContent('Mine.');
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.commands.insertContent(' Theirs.');
    reporter.commands.undo();
    expect(reporter.getText()).toBe(' Theirs.');
    expect(editor.getText()).toBe(' Theirs.');
  });
});
