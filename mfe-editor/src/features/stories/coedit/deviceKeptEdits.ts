import { authStore } from '@newsroom/shared';
import { KeptEdits } from './keptEdits.ts';
import { indexedDbArea } from './keptEditsArea.ts';

let kept: KeptEdits | null = null;

/** This browser's kept unsaved edits (IndexedDB), made on first use and forgotten at each sign-out. */
export function deviceKeptEdits(): KeptEdits {
  if (kept) return kept;
  kept = new KeptEdits(indexedDbArea());
  forgetOnSignOut(kept);
  return kept;
}

/**
 * A sign-out (here or in another tab, or a session that ended) forgets every kept copy: nothing of a
 * signed-out user stays on a shared newsroom computer. Returns the unsubscribe function.
 */
export function forgetOnSignOut(store: KeptEdits): () => void {
  return authStore.subscribe((state, before) => {
    if (state.status === 'signedOut' && before.status !== 'signedOut') void store.forgetAll();
  });
}
