import type { StoryDocument } from '@newsroom/shared/document';
import { Node, type Schema } from '@tiptap/pm/model';
import { fieldDifferences } from '../conflict/storyDiff.ts';
import type { StoryFormValues } from '../storyFormSchema.ts';

/**
 * Two story documents hold the same content. Compared as ProseMirror nodes, so a saved document
 * that leaves an attribute at its default equals the editor's, which writes it out.
 */
export function sameDocument(a: StoryDocument, b: StoryDocument, schema: Schema): boolean {
  try {
    return Node.fromJSON(schema, a).eq(Node.fromJSON(schema, b));
  } catch {
    // A document the schema cannot read (an older shape): compare it as data.
    return JSON.stringify(a) === JSON.stringify(b);
  }
}

const sameFocal = (a: StoryFormValues['imageFocal'], b: StoryFormValues['imageFocal']): boolean =>
  a?.x === b?.x && a?.y === b?.y;

/**
 * What the working copy changed since the published version, by the form's labels and in its
 * order (the story text after the title); empty when publishing it would change nothing.
 */
export function changesSincePublished(published: StoryFormValues, working: StoryFormValues, schema: Schema): string[] {
  const fields = fieldDifferences(published, working).map((difference) => difference.field);
  if (!sameDocument(published.body, working.body, schema))
    fields.splice(fields[0] === 'Title' ? 1 : 0, 0, 'Story text');
  if (!sameFocal(published.imageFocal, working.imageFocal)) fields.push('Image focal point');
  return fields;
}
