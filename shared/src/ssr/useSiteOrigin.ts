import { useContext } from 'react';
import { ServerAreasContext } from './serverRender.ts';

/**
 * The site's origin (e.g. https://news.example), the same on the server and in the browser, so
 * absolute URLs a page renders (the sitemap's) hydrate without a mismatch.
 */
export function useSiteOrigin(): string {
  const server = useContext(ServerAreasContext);
  if (server) return server.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
