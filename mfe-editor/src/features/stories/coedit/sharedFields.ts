import * as Y from 'yjs';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import { applyTextChange } from './sharedText.ts';
import { fieldsOf } from './workingCopyLayout.ts';

/** Fields typed into: each a Y.Text in `fields`, so two people typing in one both keep their letters. */
export const SHARED_TEXT_FIELDS = [
  'title',
  'author',
  'readTime',
  'imageUrl',
  'imageAlt',
  'imageCaption',
  'imageAuthor',
  'standfirst',
  'seoTitle',
  'seoDescription',
  'socialTitle',
  'socialImageUrl',
] as const;

/** Fields chosen, not typed: a plain value in `fields`, the last choice wins. */
export const SHARED_VALUE_FIELDS = ['category', 'isFeatured', 'imageFocal', 'credits'] as const;

export type SharedTextField = (typeof SHARED_TEXT_FIELDS)[number];
export type SharedValueField = (typeof SHARED_VALUE_FIELDS)[number];
export type SharedField = SharedTextField | SharedValueField;
export type SharedFieldValues = Pick<StoryEditorValues, SharedField>;

const TEXT_FIELDS: ReadonlySet<string> = new Set(SHARED_TEXT_FIELDS);
const SHARED: ReadonlySet<string> = new Set([...SHARED_TEXT_FIELDS, ...SHARED_VALUE_FIELDS]);

/** The form field a react-hook-form change names ("credits.authors.0" is the credits), if shared. */
export function sharedFieldOf(name: string | undefined): SharedField | null {
  const field = name?.split('.')[0];
  return field && SHARED.has(field) ? (field as SharedField) : null;
}

/** The shared fields of the form's values. */
export function sharedFieldsOf(values: StoryEditorValues): SharedFieldValues {
  const picked: Partial<Record<SharedField, unknown>> = {};
  for (const field of [...SHARED_TEXT_FIELDS, ...SHARED_VALUE_FIELDS]) picked[field] = values[field];
  return picked as SharedFieldValues;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A field's value in the working copy; undefined when the copy has none yet. */
export function readSharedField(doc: Y.Doc, field: SharedField): unknown {
  const value = fieldsOf(doc).get(field);
  if (value instanceof Y.Text) return value.toString();
  return value;
}

/** Writes one field into the working copy, as the smallest change (text) or only if it differs (a choice). */
export function writeSharedField(doc: Y.Doc, field: SharedField, value: unknown): void {
  const fields = fieldsOf(doc);
  const current = fields.get(field);
  if (TEXT_FIELDS.has(field)) {
    const text = typeof value === 'string' ? value : '';
    if (current instanceof Y.Text) applyTextChange(current, text);
    else fields.set(field, new Y.Text(text));
    return;
  }
  // Yjs stores undefined as nothing: an absent choice is kept as null.
  if (current === undefined || !sameValue(current, value)) fields.set(field, value ?? null);
}

/** Writes every field given into the working copy, as one change. */
export function writeSharedFields(doc: Y.Doc, values: Partial<SharedFieldValues>): void {
  doc.transact(() => {
    for (const [field, value] of Object.entries(values)) {
      if (SHARED.has(field)) writeSharedField(doc, field as SharedField, value);
    }
  });
}
