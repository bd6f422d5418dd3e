import {
  NotFoundPage,
  SEARCH_LOAD_ERROR,
  SEARCH_PAGE_SIZE,
  siteName,
  useDocumentHead,
  useSearch,
  type SearchParams,
} from '@newsroom/shared';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { SearchForm } from '../features/search/SearchForm.tsx';
import { SearchHitList } from '../features/search/SearchHitList.tsx';
import { NoResults } from '../features/search/NoResults.tsx';
import { readSearchUrl, searchPath } from '../features/search/searchParams.ts';

const NO_SEARCH: SearchParams = { q: '', category: '', from: '', to: '', page: 1 };

function resultCount(total: number, q: string): string {
  return `${total.toLocaleString('en-GB')} ${total === 1 ? 'result' : 'results'} for “${q}”`;
}

/**
 * Exposed as ./SearchPage (/search?q=&category=&from=&to=&page=): the archive's full-text search,
 * ranked by the database, 20 results a page. Without words it shows the form alone; a page that is
 * not a page number, or past the last result, is the 404 page.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const search = readSearchUrl(searchParams);
  const params = search.kind === 'search' ? search.params : NO_SEARCH;
  const results = useSearch(params);
  // The previous search's results stay in the cache while these load: never count or judge by them.
  const data = results.isPlaceholderData ? undefined : results.data;
  const isPending = results.isPending || results.isPlaceholderData;
  const isError = results.isError;
  useDocumentHead({ title: `${params.q ? `Search results for “${params.q}”` : 'Search'} | ${siteName()}` });

  if (search.kind === 'invalid') return <NotFoundPage />;
  if (search.kind === 'search' && data && data.hits.length === 0 && params.page > 1) return <NotFoundPage />;
  const pageCount = data ? Math.ceil(data.total / SEARCH_PAGE_SIZE) : 0;
  return (
    <PageShell>
      <h1>Search</h1>
      <SearchForm key={searchParams.toString()} values={params} />
      {search.kind === 'search' && isPending && <StoriesSkeleton />}
      {search.kind === 'search' && isError && <p role="alert">{SEARCH_LOAD_ERROR}</p>}
      {search.kind === 'search' && data && (
        <>
          <p role="status">{data.total > 0 ? resultCount(data.total, params.q) : ''}</p>
          {data.total === 0 ? <NoResults query={params.q} /> : <SearchHitList hits={data.hits} />}
          <Pagination
            label="Search result pages"
            page={params.page}
            pageCount={pageCount}
            newerPath={params.page > 1 ? searchPath({ ...params, page: params.page - 1 }) : undefined}
            olderPath={params.page < pageCount ? searchPath({ ...params, page: params.page + 1 }) : undefined}
            newerText="← Previous results"
            olderText="More results →"
          />
        </>
      )}
    </PageShell>
  );
}
