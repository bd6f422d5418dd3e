import { DEFAULT_EDITION, type Edition } from '@newsroom/shared';
import { resolveEdition } from '@newsroom/shared/edition-resolver';
import { createContext, useContext } from 'react';

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
