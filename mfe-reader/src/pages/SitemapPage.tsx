import {
  useDocumentHead,
  useLatestStories,
  usePhotoEssays,
  useSiteOrigin,
  siteName,
  type SitemapPageProps,
} from '@newsroom/shared';
import { buildSitemapXml, SITEMAP_ESSAY_LIMIT, SITEMAP_STORY_LIMIT } from '@newsroom/shared/sitemap';
import { useMemo } from 'react';
import { PageShell } from '../components/PageShell.tsx';
import { Xml } from './SitemapPage.styles.ts';

// Props are the reader contract's (shared): the shell's route table passes them.
export type { SitemapPageProps };

/** Exposed as ./SitemapPage: shows the sitemap XML as text. */
export function SitemapPage({ variant = 'standard' }: SitemapPageProps) {
  const stories = useLatestStories(SITEMAP_STORY_LIMIT);
  const essays = usePhotoEssays(SITEMAP_ESSAY_LIMIT);
  const origin = useSiteOrigin();
  useDocumentHead({ title: `Sitemap | ${siteName()}` });
  const xml = useMemo(
    () =>
      stories.data && essays.data
        ? buildSitemapXml(
            {
              origin,
              siteName: siteName(),
              stories: stories.data,
              essays: essays.data,
              // When the data was fetched, not when this renders: the server's text and the
              // browser's hydration must be the same.
              now: stories.dataUpdatedAt ? new Date(stories.dataUpdatedAt) : undefined,
            },
            variant,
          )
        : '',
    [stories.data, stories.dataUpdatedAt, essays.data, variant, origin],
  );
  const failed = stories.isError || essays.isError;
  return (
    <PageShell>
      <h1>Sitemap</h1>
      {failed && <p role="alert">The sitemap could not be generated. Please try again later.</p>}
      {!failed && !xml && <p role="status">Generating sitemap…</p>}
      {xml && (
        // Focusable so keyboard users can scroll the wide XML block.
        <Xml data-testid="sitemap-xml" tabIndex={0} aria-label={variant === 'news' ? 'sitemap.xml' : 'Sitemap XML'}>
          {xml}
        </Xml>
      )}
    </PageShell>
  );
}
