import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as Y from 'yjs';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import { applyTextChange } from './sharedText.ts';
import { TITLE_FIELD, fieldsOf } from './workingCopyLayout.ts';

/** The title in the working copy (made if a copy has none yet). */
function sharedTitle(copy: StoryWorkingCopy): Y.Text {
  const fields = fieldsOf(copy.doc);
  const title = fields.get(TITLE_FIELD);
  if (title instanceof Y.Text) return title;
  const made = new Y.Text(typeof title === 'string' ? title : '');
  fields.set(TITLE_FIELD, made);
  return made;
}

/**
 * Binds the form's Title to the working copy's `fields.title`: what is typed goes in as the
 * smallest edit, what others type comes back into the field (marked changed, so Save writes it).
 */
export function useSharedTitle(copy: StoryWorkingCopy | null, form: UseFormReturn<StoryEditorValues>): void {
  useEffect(() => {
    if (!copy) return;
    const title = sharedTitle(copy);
    const show = () => {
      const text = title.toString();
      if (form.getValues('title') !== text) form.setValue('title', text, { shouldDirty: true });
    };
    show();
    const observer = (_event: Y.YTextEvent, transaction: Y.Transaction) => {
      if (!transaction.local) show();
    };
    title.observe(observer);
    // A keystroke names the field; a reset (a restored revision or local draft) names none, and
    // its values are read once the reset is done (read from watch, an Undo of a restore got the
    // saved title back instead of the typed one).
    const typed = form.watch((values, { name }) => {
      if (name === 'title') applyTextChange(title, values.title ?? '');
      else if (name === undefined) queueMicrotask(() => applyTextChange(title, form.getValues('title') ?? ''));
    });
    return () => {
      title.unobserve(observer);
      typed.unsubscribe();
    };
  }, [copy, form]);
}
