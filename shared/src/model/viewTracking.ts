/** A repeat view of the same story within 30 minutes is not tracked. */
export const VIEW_DEDUP_WINDOW_MS = 1_800_000;

const KEY_PREFIX = 'story-viewed:';

export type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides whether this open of a story counts as a new view, and if so remembers it. The record
 * lives in sessionStorage (one browser session); storage errors (private mode, quota) count the
 * view rather than lose it.
 */
export function claimStoryView(storyId: string, storage: ViewStorage | null, now: number = Date.now()): boolean {
  if (!storage) return true;
  const key = `${KEY_PREFIX}${storyId}`;
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < VIEW_DEDUP_WINDOW_MS) return false;
    storage.setItem(key, String(now));
  } catch {
    return true;
  }
  return true;
}

/** sessionStorage when the browser allows it, else null. */
export function browserSessionStorage(): ViewStorage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}
