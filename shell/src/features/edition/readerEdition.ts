import { DEFAULT_EDITION, EDITIONS, editionPath, type Edition } from '@newsroom/shared';
import { resolveEdition } from '@newsroom/shared/edition-resolver';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The edition the server resolved for `/` (its render, and the page hydrating it); null on other
 * pages. The browser then resolves it itself (decision 175).
 */
export const ReaderEditionContext = createContext<Edition | null>(null);

/**
 * The reader's edition in the browser: their choice (the cookie), else their languages. The
 * country is the CDN's to tell, so a `/` reached without a server render may differ from the
 * server's answer until the reader chooses.
 */
export function browserEdition(): Edition {
  if (typeof document === 'undefined') return DEFAULT_EDITION;
  return resolveEdition({ cookie: document.cookie, acceptLanguage: navigator.languages.join(',') });
}

/** The edition `/` shows: the server's, else the browser's. */
export function useReaderEdition(): Edition {
  return useContext(ReaderEditionContext) ?? browserEdition();
}

/**
 * The edition the page shows: a front's own, `/`'s reader edition, none elsewhere (other pages are
 * the same in every edition, and cached once for all of them).
 */
export function useShownEdition(): Edition | null {
  const { pathname } = useLocation();
  const resolved = useContext(ReaderEditionContext);
  if (pathname === '/') return resolved ?? browserEdition();
  return EDITIONS.find((edition) => editionPath(edition) === pathname) ?? null;
}
