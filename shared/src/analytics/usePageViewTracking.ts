import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageView } from './pageViews.ts';

/** Records one page view per navigation (each history entry once, even under StrictMode). */
export function usePageViewTracking(): void {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    recordPageView(location.pathname);
  }, [location.key, location.pathname]);
}
