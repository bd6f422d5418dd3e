import { siteName, useDocumentHead, useStoryPreview } from '@newsroom/shared';
import { useParams } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { PreviewBanner } from '../features/preview/PreviewBanner.tsx';
import { PreviewUnavailable } from '../features/preview/PreviewUnavailable.tsx';
import { StoryArticle } from '../features/story/StoryArticle.tsx';
import { StoryLoading } from '../features/story/StoryLoading.tsx';

/**
 * Exposed as ./StoryPreviewPage (/preview/:token): an unpublished story through a preview link,
 * as its page will show it, under the preview banner. It records no view and shows no related
 * stories, reports or live blog; the shell serves it uncached and unindexed (decision 176).
 */
export function StoryPreviewPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { data: story, isPending, isError } = useStoryPreview(token);

  useDocumentHead({ title: story ? `Preview: ${story.title} | ${siteName()}` : undefined });

  if (isPending)
    return (
      <PageShell>
        <StoryLoading />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (!story) return <PreviewUnavailable />;
  return (
    <PageShell>
      <PreviewBanner />
      <StoryArticle story={story} preview />
    </PageShell>
  );
}
