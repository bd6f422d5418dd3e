import type { StoryDocument } from '@newsroom/shared/document';
import type { Schema } from '@tiptap/pm/model';
import { prosemirrorJSONToYXmlFragment } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { writeSharedFields, type SharedFieldValues } from './sharedFields.ts';
import { SAVED_VERSION_FIELD, TITLE_FIELD, bodyOf, fieldsOf } from './workingCopyLayout.ts';

/** What the working copy starts from: the story as saved. */
export interface SeedSource {
  id: string;
  version: number;
  title: string;
  body: StoryDocument;
  /** The story's other fields as saved (byline, category, image, credits…); the title is `title`. */
  fields?: Partial<SharedFieldValues>;
}

const EMPTY_BODY: StoryDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The saved body, or one empty paragraph (an editor needs a place to type). */
const seedBody = (story: SeedSource): StoryDocument => (story.body.content?.length ? story.body : EMPTY_BODY);

/** Bumped when the seed writes other items (2: every shared field, decision 201). */
const SEED_LAYOUT = 2;

/**
 * The Yjs client id of a seed (FNV-1a of the story and its saved version). Every console that
 * seeds the same version writes the same items under the same ids, so Yjs keeps one copy of them
 * however many consoles seed at once; a seed of another version has other ids and never collides.
 */
export function seedClientId(storyId: string, version: number): number {
  let hash = 0x811c9dc5;
  // The seed's layout is part of the id: a console of an older layout (title only) seeding at the
  // same moment writes other items under another id, never different items under the same one.
  for (const char of `${storyId}:${version}:${SEED_LAYOUT}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The seed as one Yjs update, made in a document of its own under the seed's client id. */
export function seedUpdate(story: SeedSource, schema: Schema): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = seedClientId(story.id, story.version);
  doc.transact(() => {
    prosemirrorJSONToYXmlFragment(schema, seedBody(story), bodyOf(doc));
    writeSharedFields(doc, { ...story.fields, title: story.title });
    fieldsOf(doc).set(SAVED_VERSION_FIELD, story.version);
  });
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

/** Nothing was ever written to this working copy (no body, no title). */
export const isUnseeded = (doc: Y.Doc): boolean => bodyOf(doc).length === 0 && !fieldsOf(doc).has(TITLE_FIELD);

/**
 * Fills a working copy that has never been written from the saved story; true when it did. Call it
 * once the copy has read the database: two consoles racing here write the same update (above).
 */
export function seedIfEmpty(doc: Y.Doc, story: SeedSource, schema: Schema): boolean {
  if (!isUnseeded(doc)) return false;
  Y.applyUpdate(doc, seedUpdate(story, schema));
  return true;
}

/** The saved version the working copy last matched; null for a copy written before it was recorded. */
export function savedVersionOf(doc: Y.Doc): number | null {
  const version = fieldsOf(doc).get(SAVED_VERSION_FIELD);
  return typeof version === 'number' ? version : null;
}

/** After this console saved the working copy's text as `version`: every console on it now knows. */
export function markSaved(doc: Y.Doc, version: number): void {
  if ((savedVersionOf(doc) ?? 0) < version) fieldsOf(doc).set(SAVED_VERSION_FIELD, version);
}

/**
 * Makes the working copy's text and fields the story's, as one edit of this console (the least
 * change: what they share stays), recorded as matching its version.
 */
export function resetToStory(doc: Y.Doc, story: SeedSource, schema: Schema): void {
  doc.transact(() => {
    prosemirrorJSONToYXmlFragment(schema, seedBody(story), bodyOf(doc));
    writeSharedFields(doc, { ...story.fields, title: story.title });
    fieldsOf(doc).set(SAVED_VERSION_FIELD, story.version);
  });
}

/**
 * A save the working copy never saw (a correction through the API, a console that could not join)
 * makes the saved story the truth: the copy's text and title become the saved ones. Without this
 * the next Save from the copy would quietly write the older text back. True when it did.
 */
export function catchUpWithSave(doc: Y.Doc, story: SeedSource, schema: Schema): boolean {
  if ((savedVersionOf(doc) ?? -1) >= story.version) return false;
  resetToStory(doc, story, schema);
  return true;
}
