import { useEffect } from 'react';

/** Set once the shell's hydration has committed: from then on the header answers a tap. */
export const INTERACTIVE_MARK = 'newsroom:interactive';

/**
 * Marks (once per page load) when the chrome became interactive, for `npm run measure` and for
 * anyone profiling a reader's page: the JavaScript requested before it is what a tap waits for.
 */
export function useInteractiveMark(): void {
  useEffect(() => {
    if (typeof performance === 'undefined' || performance.getEntriesByName(INTERACTIVE_MARK).length) return;
    performance.mark(INTERACTIVE_MARK);
  }, []);
}
