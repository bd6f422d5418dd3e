import type { ReactNode } from 'react';
import { LITE_NEWSLETTER_PATH, LITE_PREFIX } from './liteRoutes.ts';

export interface LitePageProps {
  siteName: string;
  /** The same page on the full site (the link between the two renditions). */
  fullPath: string;
  children: ReactNode;
}

/** Every lite page's frame: the site's name, the way back to the full site, the page, a footer. */
export function LitePage({ siteName, fullPath, children }: LitePageProps) {
  return (
    <>
      <header>
        <a href={LITE_PREFIX}>
          <strong>{siteName}</strong>
        </a>{' '}
        · Data saver · <a href={`${LITE_PREFIX}/search`}>Search</a> ·{' '}
        <a href={fullPath} rel="alternate">
          Full site
        </a>
      </header>
      <main>{children}</main>
      <footer>
        <p>
          Data saver: text only, no JavaScript. Images load only when you ask. <a href={fullPath}>Open the full site</a>{' '}
          · <a href={`${LITE_PREFIX}/corrections`}>Corrections and clarifications</a> ·{' '}
          <a href={LITE_NEWSLETTER_PATH}>Newsletter</a>
        </p>
      </footer>
    </>
  );
}
