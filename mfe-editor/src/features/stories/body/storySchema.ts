import { getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import { storyExtensions } from './storyExtensions.ts';

let schema: Schema | null = null;

/** The story document's ProseMirror schema, built once on first use. */
export const storySchema = (): Schema => (schema ??= getSchema(storyExtensions()));
