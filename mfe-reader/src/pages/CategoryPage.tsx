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
        {matching.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      </StoryGrid>
    </PageShell>
  );
}

export default CategoryPage;
