import { Banner } from './PreviewBanner.styles.ts';

/** The heading of every preview link's page (decision 176). */
export const PREVIEW_BANNER_TEXT = 'Preview — not published';

/** Says plainly that the story below is not public yet; announced once by screen readers. */
export function PreviewBanner() {
  return (
    <Banner role="status">
      <strong>{PREVIEW_BANNER_TEXT}</strong>
      <p>This story has not been published. Please do not share this link.</p>
    </Banner>
  );
}
