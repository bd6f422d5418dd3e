import { categoryHeading, NotFoundPage, storiesInCategory, useDocumentHead, useStories } from '@newsroom/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { StoryCard } from '../components/StoryCard.tsx';
import { StoryGrid } from '../components/StoryGrid.tsx';
import { Breadcrumb } from '../features/category/Breadcrumb.tsx';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { siteName } from '../lib/siteName.ts';

/** Cards a phone or a desktop shows without scrolling. */
const FIRST_SCREEN_CARDS = 2;

/**
 * Exposed as ./CategoryPage (/category/:slug). The heading is the slug in title case; the list
 * is every story of the slug's category (case-insensitive; arts-culture includes its
 * subcategories); a slug without stories shows the 404 page.
 */
export function CategoryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const heading = categoryHeading(slug);
  const { data: stories, isPending, isError } = useStories();
  const matching = useMemo(() => storiesInCategory(stories ?? [], slug), [stories, slug]);
  useDocumentHead({ title: `${heading} | ${siteName()}` });

  if (isPending)
    return (
      <PageShell>
        <StoriesSkeleton />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (matching.length === 0) return <NotFoundPage />;
  return (
    <PageShell>
      <Breadcrumb current={heading} />
      <h1>{heading}</h1>
      <StoryGrid>
        {matching.map((story, index) => (
          // The first cards are on the first screen: their images load at once (the page's LCP).
          <StoryCard key={story.id} story={story} priority={index < FIRST_SCREEN_CARDS} />
        ))}
      </StoryGrid>
    </PageShell>
  );
}

export default CategoryPage;
