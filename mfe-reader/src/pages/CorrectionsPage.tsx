import { NotFoundPage, useCorrectionsPage, useDocumentHead } from '@newsroom/shared';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { CorrectionsList } from '../features/corrections/CorrectionsList.tsx';
import { CORRECTIONS_FEED_PATH, correctionsPagePath } from '../features/corrections/correctionsPagePath.ts';
import { pagedTitle, usePageParam } from '../lib/pagedList.ts';

export const CORRECTIONS_HEADING = 'Corrections and clarifications';

/**
 * Exposed as ./CorrectionsPage (/corrections?page=N): the latest corrections and clarifications
 * across the site, newest first. Page 1 exists even without notes; a later page without notes
 * and a page number that is not one show the 404 page.
 */
export function CorrectionsPage() {
  const page = usePageParam();
  const { data, isPending, isError } = useCorrectionsPage(page);
  useDocumentHead({ title: pagedTitle(CORRECTIONS_HEADING, page) });

  if (page === null) return <NotFoundPage />;
  if (isPending)
    return (
      <PageShell>
        <StoriesSkeleton />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (data.notes.length === 0 && page > 1) return <NotFoundPage />;
  return (
    <PageShell>
      <h1>{CORRECTIONS_HEADING}</h1>
      <p>
        When we get something wrong we say so here and at the end of the story. Spotted an error? Use “Report an error”
        at the end of any story. <a href={CORRECTIONS_FEED_PATH}>Follow corrections by RSS</a>.
      </p>
      {data.notes.length === 0 ? <p>No corrections or clarifications yet.</p> : <CorrectionsList notes={data.notes} />}
      <Pagination
        label="Corrections pages"
        page={page}
        newerPath={page > 1 ? correctionsPagePath(page - 1) : undefined}
        olderPath={data.hasNextPage ? correctionsPagePath(page + 1) : undefined}
        newerText="← Newer corrections"
        olderText="Older corrections →"
      />
    </PageShell>
  );
}
