import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as Y from 'yjs';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import {
  SHARED_TEXT_FIELDS,
  SHARED_VALUE_FIELDS,
  readSharedField,
  sharedFieldOf,
  sharedFieldsOf,
  writeSharedField,
  writeSharedFields,
  type SharedField,
} from './sharedFields.ts';
import { fieldsOf } from './workingCopyLayout.ts';

const ALL_FIELDS: readonly SharedField[] = [...SHARED_TEXT_FIELDS, ...SHARED_VALUE_FIELDS];

/**
 * Binds the form's fields (all but the story text, which the editor binds, and the schedule and
 * note, which belong to one publish) to the working copy's `fields`: what is typed or chosen goes
 * in, what others type or choose comes back into the form, marked changed so Publish writes it.
 * A copy written before a field was shared gets it from the form, i.e. from the story as saved;
 * a field typed in while the copy was opening keeps what was typed.
 */
export function useSharedFields(copy: StoryWorkingCopy | null, form: UseFormReturn<StoryEditorValues>): void {
  useEffect(() => {
    if (!copy) return;
    const { doc } = copy;
    const missing = ALL_FIELDS.filter((field) => readSharedField(doc, field) === undefined);
    if (missing.length > 0) {
      const values = sharedFieldsOf(form.getValues());
      writeSharedFields(doc, Object.fromEntries(missing.map((field) => [field, values[field]])));
    }
    const show = (field: SharedField) => {
      const value = readSharedField(doc, field);
      if (value === undefined) return;
      if (JSON.stringify(form.getValues(field)) !== JSON.stringify(value))
        form.setValue(field, value as never, { shouldDirty: true });
    };
    // What was typed while the copy was opening is this console's edit: it goes into the copy; the
    // fields left alone show the copy's values (a colleague's edits).
    for (const field of ALL_FIELDS) {
      if (form.getFieldState(field).isDirty) writeSharedField(doc, field, form.getValues(field));
      else show(field);
    }
    const observer = (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => {
      if (transaction.local) return;
      // A field replaced (a key of `fields`) or typed into (its Y.Text): show each one once.
      const touched = new Set<SharedField>();
      for (const event of events) {
        const keys = event instanceof Y.YMapEvent ? [...event.keysChanged] : [String(event.path[0] ?? '')];
        for (const key of keys) {
          const field = sharedFieldOf(key);
          if (field) touched.add(field);
        }
      }
      touched.forEach(show);
    };
    fieldsOf(doc).observeDeep(observer);
    // A change names its field; a reset (a restored revision or local draft, Discard changes) names
    // none, and its values are read once the reset is done.
    const typed = form.watch((_values, { name }) => {
      const field = sharedFieldOf(name);
      if (field) writeSharedField(doc, field, form.getValues(field));
      else if (name === undefined) queueMicrotask(() => writeSharedFields(doc, sharedFieldsOf(form.getValues())));
    });
    return () => {
      fieldsOf(doc).unobserveDeep(observer);
      typed.unsubscribe();
    };
  }, [copy, form]);
}
