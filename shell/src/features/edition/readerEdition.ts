import { EDITIONS, editionPath, type Edition } from '@newsroom/shared';
import { signalledEdition } from '@newsroom/shared/edition-resolver';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteDefaultEdition } from './siteDefaultEdition.ts';

/**
 * The edition the server resolved for `/` (its render, and the page hydrating it); null on other
 * pages. The browser then resolves it itself (decision 175).
 */
export const ReaderEditionContext = createContext<Edition | null>(null);

/**
 * The reader's own signal in the browser: their choice (the cookie), else their languages; null
 * when neither names an edition. The country is the CDN's to tell, so a `/` reached without a
 * server render may differ from the server's answer until the reader chooses.
 */
export function browserEdition(): Edition | null {
  if (typeof document === 'undefined') return null;
  return signalledEdition({ cookie: document.cookie, acceptLanguage: navigator.languages.join(',') });
}

/**
 * The edition `/` shows: the server's, else the reader's signal, else the site's default (null
 * while that loads).
 */
export function useReaderEdition(active = true): Edition | null {
  const resolved = useContext(ReaderEditionContext);
  const own = resolved ?? (active ? browserEdition() : null);
  const siteDefault = useSiteDefaultEdition(active && !own);
  return own ?? siteDefault;
}

/**
 * The edition the page shows: a front's own, `/`'s reader edition, none elsewhere (other pages are
 * the same in every edition, and cached once for all of them).
 */
export function useShownEdition(): Edition | null {
  const { pathname } = useLocation();
  const reader = useReaderEdition(pathname === '/');
  if (pathname === '/') return reader;
  return EDITIONS.find((edition) => editionPath(edition) === pathname) ?? null;
}
