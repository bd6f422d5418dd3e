// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collaborationExtensions } from '../coedit/collaborationExtensions.ts';
import { anchorPassage, resolvePassage, type PassageAnchor } from './passageAnchors.ts';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/** Two consoles on one working copy, exchanging their Yjs updates as the story's channel does. */
function twoConsoles(): [Editor, Editor] {
  const [first, second] = [new Y.Doc(), new Y.Doc()];
  const relay = (to: Y.Doc) => (update: Uint8Array, origin: unknown) =>
    origin !== 'peer' && Y.applyUpdate(to, update, 'peer');
  first.on('update', relay(second));
  second.on('update', relay(first));
  const made = [first, second].map(
    (doc) => new Editor({ element: document.createElement('div'), extensions: collaborationExtensions({ doc }, '') }),
  );
  editors.push(...made);
  return [made[0], made[1]];
}

/** The document position of `text`'s first character (counted in the editor's text, one paragraph in). */
function positionOf(editor: Editor, text: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found >= 0 || !node.isText) return;
    const index = node.text?.indexOf(text) ?? -1;
    if (index >= 0) found = pos + index;
  });
  if (found < 0) throw new Error(`"${text}" not in the text`);
  return found;
}

function anchorOn(editor: Editor, text: string): PassageAnchor {
  const from = positionOf(editor, text);
  const anchor = anchorPassage(editor.state, { from, to: from + text.length });
  if (!anchor) throw new Error('no anchor');
  return anchor;
}

const passage = (editor: Editor, anchor: PassageAnchor) => {
  const range = resolvePassage(editor.state, anchor);
  return range && editor.state.doc.textBetween(range.from, range.to);
};

function typeAt(editor: Editor, pos: number, text: string): void {
  editor.chain().setTextSelection(pos).insertContent(text).run();
}

describe('notes anchored to a passage', () => {
  it('keeps its passage in both consoles when a colleague types before it and inside it', () => {
    const [reporter, editor] = twoConsoles();
    reporter.commands.insertContent('<p>The council met on Tuesday.</p><p>Votes were close.</p>');
    const note = anchorOn(reporter, 'council met');
    expect(note.quote).toBe('council met');
    expect(passage(editor, note)).toBe('council met');

    typeAt(editor, positionOf(editor, 'The council'), 'Yesterday ');
    // Typed right at the passage's start: before it, not in it.
    typeAt(editor, positionOf(editor, 'council'), 'local ');
    typeAt(editor, positionOf(editor, ' met'), ' finally');
    // Typed right after the passage: not part of it.
    typeAt(reporter, positionOf(reporter, ' on Tuesday'), ' again');
    expect(reporter.getText()).toContain('Yesterday The local council finally met again on Tuesday.');
    expect(passage(reporter, note)).toBe('council finally met');
    expect(passage(editor, note)).toBe('council finally met');
  });

  it('reports the passage deleted once its text is gone, by a colleague or with its paragraph', () => {
    const [reporter, editor] = twoConsoles();
    reporter.commands.insertContent('<p>The council met on Tuesday.</p><p>Votes were close.</p>');
    const words = anchorOn(reporter, 'met on');
    const paragraph = anchorOn(reporter, 'were close');
    const start = positionOf(editor, 'met on');
    editor.commands.deleteRange({ from: start, to: start + 'met on '.length });
    expect(editor.getText()).toContain('The council Tuesday.');
    expect(resolvePassage(reporter.state, words)).toBeNull();
    expect(resolvePassage(editor.state, words)).toBeNull();

    const second = positionOf(editor, 'Votes') - 1;
    editor.commands.deleteRange({ from: second, to: editor.state.doc.content.size });
    expect(editor.getText()).not.toContain('Votes');
    expect(resolvePassage(reporter.state, paragraph)).toBeNull();
    // Its quote stays for the panel to show.
    expect(paragraph.quote).toBe('were close');
  });

  it('answers nothing for an empty selection or an anchor that does not decode', () => {
    const [reporter] = twoConsoles();
    reporter.commands.insertContent('<p>Text.</p>');
    expect(anchorPassage(reporter.state, { from: 2, to: 2 })).toBeNull();
    expect(resolvePassage(reporter.state, { anchorFrom: 'AAAA', anchorTo: '@@' })).toBeNull();
  });
});
