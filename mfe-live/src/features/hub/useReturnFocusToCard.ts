import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberOpenedCard, openedCard } from './returnFocus.ts';

/**
 * Focus goes back to the card of the event the reader opened when they return to this hub entry
 * (Back). Returns the container ref to search in and the callback cards call when they open.
 */
export function useReturnFocusToCard(ready: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (!ready) return;
    // After the shell's own focus move to <main>, which runs once the new page has committed.
    const frame = requestAnimationFrame(() => {
      const eventId = openedCard(key);
      if (!eventId) return;
      const selector = `[data-event-card="${CSS.escape(eventId)}"] [data-event-link]`;
      container.current?.querySelector<HTMLElement>(selector)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, key]);
  const onOpen = useCallback((eventId: string) => rememberOpenedCard(key, eventId), [key]);
  return { container, onOpen };
}
