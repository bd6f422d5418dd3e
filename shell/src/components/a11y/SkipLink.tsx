import { Link } from './SkipLink.styles.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the header to the page's content. */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Link>;
}
