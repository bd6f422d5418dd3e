import { useCallback, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { savedVersionOf } from './seedWorkingCopy.ts';
import { fieldsOf } from './workingCopyLayout.ts';

/**
 * The saved version the working copy last matched, followed live: it moves when a colleague's
 * console publishes the copy (markSaved). null without a copy, or for one that never recorded it.
 */
export function useCopySavedVersion(doc: Y.Doc | null): number | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!doc) return () => undefined;
      const fields = fieldsOf(doc);
      fields.observe(notify);
      return () => fields.unobserve(notify);
    },
    [doc],
  );
  return useSyncExternalStore(subscribe, () => (doc ? savedVersionOf(doc) : null));
}
