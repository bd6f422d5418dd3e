import { authStore } from '@newsroom/shared';
import { KeptEdits } from './keptEdits.ts';
import { indexedDbArea } from './keptEditsArea.ts';

let kept: KeptEdits | null = null;

/**
 * This browser's kept unsaved edits (IndexedDB), made on first use. From then on a sign-out (here
 * or in another tab, or a session that ended) forgets every kept copy: nothing of a signed-out
 * user stays on a shared newsroom computer.
 */
export function deviceKeptEdits(): KeptEdits {
  if (kept) return kept;
  const store = new KeptEdits(indexedDbArea());
  authStore.subscribe((state, before) => {
    if (state.status === 'signedOut' && before.status !== 'signedOut') void store.forgetAll();
  });
  kept = store;
  return store;
}
