import {
  categoryHeading,
  NotFoundPage,
  useCategoryStories,
  useDocumentHead,
  useStoryViewCounts,
} from '@newsroom/shared';
import { useParams } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { StoryCard } from '../components/StoryCard.tsx';
import { StoryGrid } from '../components/StoryGrid.tsx';
import { Breadcrumb } from '../features/category/Breadcrumb.tsx';
import { categoryPagePath } from '../features/category/categoryPagePath.ts';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { pagedTitle, usePageParam } from '../lib/pagedList.ts';

/** Cards a phone or a desktop shows without scrolling. */
const FIRST_SCREEN_CARDS = 2;

/**
 * Exposed as ./CategoryPage (/category/:slug?page=N). The heading is the slug in title case; the
 * list is one page of the slug's category, newest first (arts-culture includes its
 * subcategories). A slug without stories, a page past the last and a page number that is not one
 * show the 404 page.
 */
export function CategoryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const page = usePageParam();
  const heading = categoryHeading(slug);
  const { data, isPending, isError } = useCategoryStories(slug, page);
  const views = useStoryViewCounts(data?.stories ?? []);
  // A page that turns out empty is the 404 page, which titles itself.
  const missing = page === null || data?.stories.length === 0;
  useDocumentHead({ title: missing ? undefined : pagedTitle(heading, page) });

  if (page === null) return <NotFoundPage />;
  if (isPending)
    return (
      <PageShell>
        <StoriesSkeleton />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (data.stories.length === 0) return <NotFoundPage />;
  return (
    <PageShell>
      <Breadcrumb current={heading} />
      <h1>{heading}</h1>
      <StoryGrid>
        {data.stories.map((story, index) => (
          // The first cards are on the first screen: their images load at once, the first (the
          // page's LCP) with high priority.
          <StoryCard
            key={story.id}
            story={story}
            priority={page === 1 && index === 0}
            eager={page === 1 && index < FIRST_SCREEN_CARDS}
            views={views?.[story.id]}
          />
        ))}
      </StoryGrid>
      <Pagination
        label={`${heading} pages`}
        page={page}
        newerPath={page > 1 ? categoryPagePath(slug, page - 1) : undefined}
        olderPath={data.hasNextPage ? categoryPagePath(slug, page + 1) : undefined}
      />
    </PageShell>
  );
}
