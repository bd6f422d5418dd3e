import { useCallback, type RefObject } from 'react';

/**
 * Arrow keys move focus from the search box through the result links and back; Enter on a link
 * opens it (native link behaviour).
 */
export function useArrowNavigation(
  container: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const links = Array.from(container.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? []);
      if (links.length === 0) return;
      event.preventDefault();
      const current = links.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? current + 1 : current - 1;
      if (next < 0) input.current?.focus();
      else links[Math.min(next, links.length - 1)].focus();
    },
    [container, input],
  );
}
