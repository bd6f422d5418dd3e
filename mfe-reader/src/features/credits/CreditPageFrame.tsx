import { NotFoundPage, useCreditPage, useDocumentHead, type CreditKind, type CreditPage } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadErrorPage } from '../../components/LoadErrorPage.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { StoriesSkeleton } from '../../components/StoriesSkeleton.tsx';
import { pagedTitle, usePageParam } from '../../lib/pagedList.ts';
import { useCreditRedirect } from './useCreditRedirect.ts';

/** A page of an author's or a topic's stories, found: what its body shows. */
export interface CreditPageView<K extends CreditKind> {
  subject: NonNullable<CreditPage<K>['subject']>;
  data: CreditPage<K>;
  slug: string;
  page: number;
}

export interface CreditPageFrameProps<K extends CreditKind> {
  kind: K;
  /** The document title before the subject is known. */
  fallbackName: string;
  /** Whether a subject without published stories still has a page (an author does, a topic does not). */
  showsEmpty: boolean;
  children: (view: CreditPageView<K>) => ReactNode;
}

/**
 * /author/:slug and /topic/:slug?page=N: the page number, the load states, the document title and
 * the 404 page (an unknown slug, a page past the last, a page number that is not one) around the
 * page's own body. A renamed or merged topic's old slug, or a renamed author's, leads to its page now.
 */
export function CreditPageFrame<K extends CreditKind>({
  kind,
  fallbackName,
  showsEmpty,
  children,
}: CreditPageFrameProps<K>) {
  const { slug = '' } = useParams<{ slug: string }>();
  const page = usePageParam();
  const { data, isPending, isError } = useCreditPage(kind, slug, page);
  const name = data?.subject?.name ?? fallbackName;
  useDocumentHead({ title: pagedTitle(name, page) });
  const movedTo = useCreditRedirect(kind, slug, data !== undefined && !data.subject);
  const { search } = useLocation();

  if (page === null) return <NotFoundPage />;
  if (isPending)
    return (
      <PageShell>
        <StoriesSkeleton />
      </PageShell>
    );
  if (isError) return <LoadErrorPage />;
  if (movedTo) return <Navigate replace to={`/${kind}/${movedTo}${search}`} />;
  const empty = data.stories.length === 0;
  if (!data.subject || (empty && (page > 1 || !showsEmpty))) return <NotFoundPage />;
  return <PageShell>{children({ subject: data.subject, data, slug, page })}</PageShell>;
}
