import { useCallback, useEffect, useState } from 'react';
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from './localDraft.ts';

const WRITE_DELAY_MS = 400;

export interface LocalDraftHandle<T> {
  /** A draft found when the form opened, differing from the saved item: offer it back. */
  offered: LocalDraft<T> | null;
  /** Forget the offer (after restoring it or choosing to discard it). */
  dismissOffer: () => void;
  /** Remove the stored draft (after a successful save or a discard). */
  clear: () => void;
}

/**
 * Keeps the form's values in localStorage while they differ from the saved item, and offers them
 * back when the same item is opened again (after a reload, a crash, or a closed tab).
 */
export function useLocalDraft<T>(
  key: string,
  values: T,
  isDirty: boolean,
  baseVersion: number | null,
  savedValues: T,
): LocalDraftHandle<T> {
  const [offered, setOffered] = useState<LocalDraft<T> | null>(() => {
    const found = readLocalDraft<T>(key);
    return found && JSON.stringify(found.values) !== JSON.stringify(savedValues) ? found : null;
  });
  // While an offer is pending, the form still shows the saved item: do not overwrite the offer.
  const paused = offered !== null;
  const valuesJson = JSON.stringify(values);

  useEffect(() => {
    if (paused || !isDirty) return;
    const timer = setTimeout(() => {
      writeLocalDraft(key, { values: JSON.parse(valuesJson) as T, savedAt: new Date().toISOString(), baseVersion });
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, valuesJson, isDirty, paused, baseVersion]);

  const dismissOffer = useCallback(() => setOffered(null), []);
  const clear = useCallback(() => clearLocalDraft(key), [key]);
  return { offered, dismissOffer, clear };
}
