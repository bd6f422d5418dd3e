import { NotFoundPage, parsePageParam, siteName, useCreditPage, useDocumentHead } from '@newsroom/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { AuthorProfile } from '../features/credits/AuthorProfile.tsx';
import { CreditStories } from '../features/credits/CreditStories.tsx';

/**
 * Exposed as ./AuthorPage (/author/:slug?page=N): the author's profile and their published stories,
 * newest first. An unknown slug, a page past the last and a page number that is not one show the
 * 404 page; an author without published stories yet still has a page.
 */
export function AuthorPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const { data, isPending, isError } = useCreditPage('author', slug, page);
  const name = data?.subject?.name ?? 'Author';
  useDocumentHead({ title: `${name}${page && page > 1 ? ` (page ${page})` : ''} | ${siteName()}` });

  if (page === null) return <NotFoundPage />;
  if (isPending)
    return (
      <PageShell>
        <StoriesSkeleton />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (!data.subject || (page > 1 && data.stories.length === 0)) return <NotFoundPage />;
  return (
    <PageShell>
      <AuthorProfile author={data.subject} />
      <h2>Latest stories</h2>
      {data.stories.length === 0 ? (
        <p>No published stories yet.</p>
      ) : (
        <CreditStories
          kind="author"
          slug={slug}
          name={data.subject.name}
          page={page}
          stories={data.stories}
          hasNextPage={data.hasNextPage}
        />
      )}
    </PageShell>
  );
}
