import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, moves focus to <main> so keyboard and screen-reader users start
 * at the new page's content, as they would after a full page load. Not on the first render.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Start the new page at the top (header and ticker in view), with focus on its content.
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
