import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterStartup } from '../startup/startupWork.ts';
import { recordPageView } from './pageViews.ts';

/**
 * Records one page view per navigation (each history entry once, even under StrictMode); on a
 * hydrating page, once start-up work is released (a view is never dropped, only sent later).
 */
export function usePageViewTracking(): void {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const path = location.pathname;
    afterStartup(() => recordPageView(path));
  }, [location.key, location.pathname]);
}
