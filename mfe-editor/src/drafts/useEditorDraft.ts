import { useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { REQUIRED_FIELDS_MESSAGE } from '../lib/formRules.ts';
import { EditConflictError, SaveRefusedError } from '../lib/saveErrors.ts';
import { localDraftKey, type LocalDraft } from './localDraft.ts';
import { useLeaveGuard, type LeaveGuard } from './useLeaveGuard.ts';
import { useLocalDraft } from './useLocalDraft.ts';

export interface EditorDraftOptions<V extends FieldValues> {
  /** Which kind of item the form edits: names its local copy. */
  kind: 'story' | 'essay';
  /** The saved item's id and version; null for a new item. */
  id: string | null;
  version: number | null;
  form: UseFormReturn<V>;
  /** The values the form opened with. */
  defaults: V;
  /** The save went through: nothing is left to guard. */
  saved: boolean;
  onClose: () => void;
}

export interface EditorDraft<V> {
  /** What the form holds now. */
  values: V;
  /** The version saves are checked against (an edit saved meanwhile by someone else is refused). */
  baseVersion: number | null;
  /** Unsaved work of this item found on this device when the form opened. */
  offered: LocalDraft<V> | null;
  restoreDraft: () => void;
  discardDraft: () => void;
  /** A save was refused because someone else saved first. */
  conflict: boolean;
  /** "Keep my version": the next save replaces `version`, the one now saved (null: unknown, keep the base). */
  overwrite: (version: number | null) => void;
  /** "Discard my changes": forget the local copy and close. */
  discardMine: () => void;
  /** Why the last save was refused, shown under the form. */
  refusal: string | null;
  setRefusal: (message: string | null) => void;
  guard: LeaveGuard;
  /** The save mutation's callbacks: close after a save, show a conflict or a refusal. */
  saveHandlers: { onSuccess: () => void; onError: (error: Error) => void };
  /** handleSubmit's second callback: required fields are missing. */
  refuseInvalid: () => void;
}

/**
 * What every editor form of the console does around its fields (decision 147): a local copy of
 * unsaved work offered back on reopening, saves checked against the version opened (a conflict
 * keeps the text and lets the editor choose), and a guard against leaving unsaved work behind.
 */
export function useEditorDraft<V extends FieldValues>(options: EditorDraftOptions<V>): EditorDraft<V> {
  const { kind, id, form, defaults, saved, onClose } = options;
  const [baseVersion, setBaseVersion] = useState(options.version);
  const [conflict, setConflict] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const values = useWatch({ control: form.control }) as V;
  const isDirty = form.formState.isDirty;
  const local = useLocalDraft(localDraftKey(kind, id), values, isDirty, baseVersion, defaults);
  const guard = useLeaveGuard(isDirty && !saved);

  const restoreDraft = () => {
    if (!local.offered) return;
    form.reset(local.offered.values, { keepDefaultValues: true });
    // The restored work was written against this version: a save is checked against it.
    if (local.offered.baseVersion !== null) setBaseVersion(local.offered.baseVersion);
    local.dismissOffer();
  };
  const discardDraft = () => {
    local.clear();
    local.dismissOffer();
  };
  const leave = () => {
    local.clear();
    guard.allowNextLeave();
    onClose();
  };

  return {
    values,
    baseVersion,
    offered: local.offered,
    restoreDraft,
    discardDraft,
    conflict,
    overwrite: (version) => {
      if (version !== null) setBaseVersion(version);
      setConflict(false);
    },
    discardMine: leave,
    refusal,
    setRefusal,
    guard,
    saveHandlers: {
      onSuccess: leave,
      onError: (error) => {
        if (error instanceof EditConflictError) setConflict(true);
        else if (error instanceof SaveRefusedError) setRefusal(error.message);
      },
    },
    refuseInvalid: () => setRefusal(REQUIRED_FIELDS_MESSAGE),
  };
}
