import { toast } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StoryEditorValues } from './storyFormSchema.ts';
import type { StoryRevision } from './useStoryRevisions.ts';

/** A toast with an action stays longer than the portal's 4 s: the editor has to reach Undo. */
const UNDO_TOAST_MS = 10_000;

interface Restored {
  version: number;
  /** What the form held just before the restore: Undo puts it back. */
  before: StoryEditorValues;
}

/**
 * "Restore version N": loads a revision into the form (nothing is saved until Save), says so in a
 * toast with Undo, and remembers what the form held so Undo can put it back.
 */
export function useRevisionRestore({ getValues, reset }: UseFormReturn<StoryEditorValues>) {
  const [restored, setRestored] = useState<Restored | null>(null);
  const toastId = useRef<string | number | null>(null);
  // A toast outliving the form would undo into nothing: it goes with the form.
  useEffect(() => () => void (toastId.current !== null && toast.dismiss(toastId.current)), []);

  const undo = (undone: Restored) => {
    reset(undone.before, { keepDefaultValues: true });
    setRestored(null);
    if (toastId.current !== null) toast.dismiss(toastId.current);
    toastId.current = null;
  };

  const restore = (revision: StoryRevision) => {
    const before = getValues();
    // Featuring is not part of a revision's text: the form keeps its current choice.
    reset({ ...before, ...revision.values, isFeatured: before.isFeatured }, { keepDefaultValues: true });
    const next = { version: revision.version, before };
    setRestored(next);
    if (toastId.current !== null) toast.dismiss(toastId.current);
    toastId.current = toast.success(`Restored version ${revision.version}`, {
      duration: UNDO_TOAST_MS,
      action: { label: 'Undo', onClick: () => undo(next) },
    });
  };

  return {
    /** The version the form holds after a restore, or null. */
    restoredVersion: restored?.version ?? null,
    restore,
    undo: () => restored && undo(restored),
  };
}
