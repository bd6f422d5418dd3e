import {
  NotFoundPage,
  truncateChars,
  useDocumentHead,
  useRecordStoryView,
  useRelatedStories,
  useStory,
  siteName,
} from '@newsroom/shared';
import { useParams } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { RelatedStories } from '../features/story/RelatedStories.tsx';
import { StoryArticle } from '../features/story/StoryArticle.tsx';
import { StoryLoading } from '../features/story/StoryLoading.tsx';
import { LiveBlog } from '../features/story/liveBlog/LiveBlog.tsx';
import { StoryCorrections } from '../features/corrections/StoryCorrections.tsx';
import { ReportError } from '../features/reportError/ReportError.tsx';

/** The page's meta description is the first 160 characters of the summary. */
export const META_DESCRIPTION_CHARS = 160;

/**
 * Exposed as ./StoryPage (/story/:id). Reads its story by id, whatever its age, and the related
 * stories beside it; unknown or missing ids show the 404 page.
 */
export function StoryPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: story, isPending, isError } = useStory(id);
  const { data: related } = useRelatedStories(story);

  useRecordStoryView(story?.id);
  useDocumentHead({
    title: story ? `${story.title} | ${siteName()}` : undefined,
    description: story ? truncateChars(story.summary, META_DESCRIPTION_CHARS) : undefined,
  });

  if (!id) return <NotFoundPage />;
  if (isPending)
    return (
      <PageShell>
        <StoryLoading />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (!story) return <NotFoundPage />;
  return (
    <PageShell>
      <StoryArticle story={story} liveBlog={story.liveState && <LiveBlog story={story} />} />
      <StoryCorrections notes={story.corrections ?? []} />
      <ReportError storyId={story.id} />
      <RelatedStories stories={related ?? []} />
    </PageShell>
  );
}
