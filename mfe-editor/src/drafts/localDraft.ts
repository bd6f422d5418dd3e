/** Unsaved work kept in this browser per item, so a reload or a crash loses nothing. */
export interface LocalDraft<T> {
  values: T;
  /** When it was written (ISO). */
  savedAt: string;
  /** The version of the saved item the editor started from (null for a new item). */
  baseVersion: number | null;
}

const PREFIX = 'newsroom.editor.draft';

export function localDraftKey(kind: 'story' | 'essay', id: string | null): string {
  return `${PREFIX}.${kind}.${id ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft<T>(key: string): LocalDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft<T>>;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.savedAt !== 'string') return null;
    return { values: parsed.values, savedAt: parsed.savedAt, baseVersion: parsed.baseVersion ?? null };
  } catch {
    return null;
  }
}

/** Writes the draft; a full or blocked storage is reported, never thrown at the editor. */
export function writeLocalDraft<T>(key: string, draft: LocalDraft<T>): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
    return true;
  } catch (error) {
    console.error('Could not keep the unsaved draft in this browser', error);
    return false;
  }
}

export function clearLocalDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
