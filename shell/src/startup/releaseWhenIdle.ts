import { isStartupWorkHeld, releaseStartupWork } from '@newsroom/shared';

/** The longest the held start-up work waits for an idle moment (a page that never idles). */
export const RELEASE_TIMEOUT_MS = 3_000;

/**
 * Releases the start-up work held during hydration at the browser's next idle moment, or after
 * the reader's first tap or key (once that input has been handled and painted), whichever is first.
 */
export function releaseWhenIdle(): void {
  if (!isStartupWorkHeld()) return;
  let released = false;
  const inputs = ['pointerdown', 'keydown'] as const;
  const release = () => {
    if (released) return;
    released = true;
    for (const type of inputs) removeEventListener(type, afterInput, true);
    void releaseStartupWork();
  };
  // Not inside the input's own task: its handler and the next paint come first.
  const afterInput = () => setTimeout(release, 0);
  for (const type of inputs) addEventListener(type, afterInput, { capture: true, passive: true, once: true });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: RELEASE_TIMEOUT_MS });
  else setTimeout(release, RELEASE_TIMEOUT_MS / 10);
}
