import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

export interface LeaveGuard {
  /** The router's blocker: state 'blocked' while a confirmation is pending. */
  blocker: Blocker;
  /** Let the next navigation through (after a save or a deliberate discard). */
  allowNextLeave: () => void;
}

/**
 * Asks before unsaved work is left behind: the browser's own prompt on reload or close, and a
 * blocked in-app navigation (another tab of the console, another page, Back) for the form to confirm.
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuard {
  const allow = useRef(false);
  const dirty = useRef(isDirty);

  useEffect(() => {
    dirty.current = isDirty;
    // New unsaved changes after a deliberate leave was allowed are guarded again.
    if (isDirty) allow.current = false;
  }, [isDirty]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty.current || allow.current) return false;
    return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
  });

  return {
    blocker,
    allowNextLeave: () => {
      allow.current = true;
    },
  };
}
