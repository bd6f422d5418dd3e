import {
  NotFoundPage,
  Slot,
  useDocumentHead,
  useRecordStoryView,
  useRelatedStories,
  useStory,
  siteName,
} from '@newsroom/shared';
import { storySearch } from '@newsroom/shared/document';
import { useParams } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { RelatedStories } from '../features/story/RelatedStories.tsx';
import { StoryArticle } from '../features/story/StoryArticle.tsx';
import { StoryLoading } from '../features/story/StoryLoading.tsx';
import { useCanonicalStoryAddress } from '../features/story/useCanonicalStoryAddress.ts';
import { LiveBlog } from '../features/story/liveBlog/LiveBlog.tsx';
import { StoryCorrections } from '../features/corrections/StoryCorrections.tsx';
import { ReportError } from '../features/reportError/ReportError.tsx';

/**
 * Exposed as ./StoryPage (/story/:id). Reads its story by address (its slug, an old slug or its
 * id: decision 206), whatever its age, and the related stories beside it; unknown or missing
 * addresses show the 404 page. Any address but the current slug moves to it.
 */
export function StoryPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: story, isPending, isError } = useStory(id);
  const { data: related } = useRelatedStories(story);
  useCanonicalStoryAddress(id, story);

  useRecordStoryView(story?.id);
  // The search title and description, as the server's head gives them (decision 205).
  const search = story ? storySearch(story) : null;
  useDocumentHead({
    title: search ? `${search.title} | ${siteName()}` : undefined,
    description: search?.description,
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
      <Slot name="story-sidebar" />
    </PageShell>
  );
}
