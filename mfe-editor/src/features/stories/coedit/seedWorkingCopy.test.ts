import { fromPlainText } from '@newsroom/shared/document';
import { getSchema } from '@tiptap/core';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { storyExtensions } from '../body/storyExtensions.ts';
import {
  catchUpWithSave,
  isUnseeded,
  markSaved,
  savedVersionOf,
  seedClientId,
  seedIfEmpty,
  type SeedSource,
} from './seedWorkingCopy.ts';
import { TITLE_FIELD, bodyOf, fieldsOf } from './workingCopyLayout.ts';

const schema = getSchema(storyExtensions());
const story: SeedSource = {
  id: '6f1c2a44-0000-4000-8000-000000000001',
  version: 3,
  title: 'Council passes the budget',
  body: fromPlainText('The vote was close.\n\nThe mayor abstained.'),
};

const exchange = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
const titleOf = (doc: Y.Doc) => String(fieldsOf(doc).get(TITLE_FIELD));

describe('seedIfEmpty', () => {
  it('fills an empty working copy with the saved body and title', () => {
    const doc = new Y.Doc();
    expect(seedIfEmpty(doc, story, schema)).toBe(true);
    expect(yXmlFragmentToProsemirrorJSON(bodyOf(doc))).toEqual(story.body);
    expect(titleOf(doc)).toBe(story.title);
    expect(isUnseeded(doc)).toBe(false);
  });

  it('two consoles seeding at once keep one copy of the story once they merge', () => {
    const [first, second] = [new Y.Doc(), new Y.Doc()];
    seedIfEmpty(first, story, schema);
    seedIfEmpty(second, story, schema);
    bodyOf(first).insert(bodyOf(first).length, [new Y.XmlElement('paragraph')]);
    exchange(first, second);
    exchange(second, first);
    const merged = yXmlFragmentToProsemirrorJSON(bodyOf(first));
    expect(yXmlFragmentToProsemirrorJSON(bodyOf(second))).toEqual(merged);
    // Two paragraphs seeded and the one added: the seed was not written twice.
    expect(merged.content).toHaveLength(3);
    expect(titleOf(second)).toBe(story.title);
  });

  it('leaves a working copy that holds anything alone', () => {
    const doc = new Y.Doc();
    fieldsOf(doc).set(TITLE_FIELD, new Y.Text('Typed before the seed'));
    expect(seedIfEmpty(doc, story, schema)).toBe(false);
    expect(bodyOf(doc).length).toBe(0);
  });

  it('gives each saved version of each story its own client id', () => {
    expect(seedClientId(story.id, 3)).toBe(seedClientId(story.id, 3));
    expect(seedClientId(story.id, 4)).not.toBe(seedClientId(story.id, 3));
    expect(seedClientId('6f1c2a44-0000-4000-8000-000000000002', 3)).not.toBe(seedClientId(story.id, 3));
  });
});

describe('catchUpWithSave', () => {
  const typeAt = (doc: Y.Doc, text: string) => {
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText(text)]);
    bodyOf(doc).insert(bodyOf(doc).length, [paragraph]);
  };

  it('leaves a copy seeded from, or saved as, the story the console opened', () => {
    const doc = new Y.Doc();
    seedIfEmpty(doc, story, schema);
    expect(savedVersionOf(doc)).toBe(3);
    typeAt(doc, 'Unsaved words of a co-editor.');
    expect(catchUpWithSave(doc, story, schema)).toBe(false);
    markSaved(doc, 4);
    expect(catchUpWithSave(doc, { ...story, version: 4 }, schema)).toBe(false);
    expect(yXmlFragmentToProsemirrorJSON(bodyOf(doc)).content).toHaveLength(3);
  });

  it('makes a copy that missed a save show the saved story, in every console it reaches', () => {
    const [opening, other] = [new Y.Doc(), new Y.Doc()];
    seedIfEmpty(opening, story, schema);
    typeAt(opening, 'The libel the lawyer had removed.');
    exchange(opening, other);
    // Saved through the API as version 5 without the paragraph; the copy never saw it.
    const corrected = { ...story, version: 5, title: 'Council passes the budget, narrowly' };
    expect(catchUpWithSave(opening, corrected, schema)).toBe(true);
    exchange(opening, other);
    for (const doc of [opening, other]) {
      expect(yXmlFragmentToProsemirrorJSON(bodyOf(doc))).toEqual(story.body);
      expect(titleOf(doc)).toBe(corrected.title);
      expect(savedVersionOf(doc)).toBe(5);
    }
  });

  it('treats a copy written before saved versions were recorded as having missed the save', () => {
    const doc = new Y.Doc();
    fieldsOf(doc).set(TITLE_FIELD, new Y.Text('An older title'));
    expect(catchUpWithSave(doc, story, schema)).toBe(true);
    expect(titleOf(doc)).toBe(story.title);
  });
});
