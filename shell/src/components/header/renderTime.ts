import { createContext, useContext } from 'react';

/**
 * When the page was rendered (ms since epoch): the request's time on the server, and the same
 * value while the browser hydrates that page, so time-dependent text hydrates unchanged.
 */
export const RenderTimeContext = createContext<number | null>(null);

export function useRenderTime(): number | null {
  return useContext(RenderTimeContext);
}
