import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while the browser hydrates the server's page, true after (and from the
 * start in a page rendered in the browser): render browser-only things (the reader's own time
 * zone, a dialog from the URL) only when it is true, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
