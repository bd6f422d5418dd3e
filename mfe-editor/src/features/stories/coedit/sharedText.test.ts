import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyTextChange } from './sharedText.ts';

function twoCopies(initial: string) {
  const [first, second] = [new Y.Doc(), new Y.Doc()];
  first.getText('title').insert(0, initial);
  Y.applyUpdate(second, Y.encodeStateAsUpdate(first));
  return [first, second].map((doc) => doc.getText('title'));
}

const merge = (a: Y.Text, b: Y.Text) => {
  Y.applyUpdate(b.doc!, Y.encodeStateAsUpdate(a.doc!, Y.encodeStateVector(b.doc!)));
  Y.applyUpdate(a.doc!, Y.encodeStateAsUpdate(b.doc!, Y.encodeStateVector(a.doc!)));
};

describe('applyTextChange', () => {
  it('makes the text read the new value', () => {
    const [text] = twoCopies('Council passes budget');
    applyTextChange(text, 'Council passes the budget');
    expect(text.toString()).toBe('Council passes the budget');
    applyTextChange(text, 'Budget');
    expect(text.toString()).toBe('Budget');
    applyTextChange(text, '');
    expect(text.toString()).toBe('');
  });

  it('keeps both people’s edits when two change the same title at once', () => {
    const [reporter, subEditor] = twoCopies('Council passes budget');
    applyTextChange(reporter, 'City council passes budget');
    applyTextChange(subEditor, 'Council passes budget 2027');
    merge(reporter, subEditor);
    expect(reporter.toString()).toBe('City council passes budget 2027');
    expect(subEditor.toString()).toBe(reporter.toString());
  });

  it('finds the edit in a run of repeated letters', () => {
    const [text] = twoCopies('aaa');
    applyTextChange(text, 'aaaa');
    expect(text.toString()).toBe('aaaa');
    applyTextChange(text, 'aa');
    expect(text.toString()).toBe('aa');
  });
});
