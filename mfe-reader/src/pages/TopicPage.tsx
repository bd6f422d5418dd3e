import { NotFoundPage, parsePageParam, siteName, useCreditPage, useDocumentHead } from '@newsroom/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { Breadcrumb } from '../features/category/Breadcrumb.tsx';
import { CreditStories } from '../features/credits/CreditStories.tsx';

/**
 * Exposed as ./TopicPage (/topic/:slug?page=N): the published stories tagged with the topic, newest
 * first. An unknown tag, a tag without published stories, a page past the last and a page number
 * that is not one show the 404 page.
 */
export function TopicPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const { data, isPending, isError } = useCreditPage('topic', slug, page);
  const name = data?.subject?.name ?? 'Topic';
  useDocumentHead({ title: `${name}${page && page > 1 ? ` (page ${page})` : ''} | ${siteName()}` });

  if (page === null) return <NotFoundPage />;
  if (isPending)
    return (
      <PageShell>
        <StoriesSkeleton />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (!data.subject || data.stories.length === 0) return <NotFoundPage />;
  return (
    <PageShell>
      <Breadcrumb current={data.subject.name} />
      <h1>{data.subject.name}</h1>
      <CreditStories
        kind="topic"
        slug={slug}
        name={data.subject.name}
        page={page}
        stories={data.stories}
        hasNextPage={data.hasNextPage}
      />
    </PageShell>
  );
}
