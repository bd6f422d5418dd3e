import { searchHitPath, unmarked, useSearch, type SearchHit } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../lib/formatDate.ts';
import { NoResults } from './NoResults.tsx';
import { searchPath } from './searchParams.ts';
import { List } from './SearchResults.styles.ts';

/** The dialog shows the first results; the /search page has them all, with filters. */
export const DIALOG_RESULT_LIMIT = 8;

function describe(hit: SearchHit): { kind: string; meta: string } {
  const date = formatShortDate(hit.publishTime);
  if (hit.kind === 'story') {
    return {
      kind: 'Story',
      meta: [hit.category, hit.author && `By ${hit.author}`, date].filter(Boolean).join(' · '),
    };
  }
  return { kind: 'Photo essay', meta: [hit.author && `Photo by ${hit.author}`, date].filter(Boolean).join(' · ') };
}

export interface SearchResultsProps {
  query: string;
  onOpen: () => void;
}

/** The first results for the query, ranked by the database (docs/product/data.md#search). */
export function SearchResults({ query, onOpen }: SearchResultsProps) {
  const trimmed = query.trim();
  const { data, isPending, isError } = useSearch({
    q: trimmed,
    category: '',
    from: '',
    to: '',
    page: 1,
    pageSize: DIALOG_RESULT_LIMIT,
  });

  if (!trimmed) return null;
  if (isPending) return <p role="status">Searching…</p>;
  if (isError) return <p role="alert">Search is unavailable right now. Please try again.</p>;
  if (data.total === 0) return <NoResults query={trimmed} />;
  return (
    <>
      <p role="status" className="result-count">
        {data.total} {data.total === 1 ? 'result' : 'results'}
      </p>
      <List aria-label="Search results">
        {data.hits.map((hit) => {
          const { kind, meta } = describe(hit);
          return (
            <li key={`${hit.kind}-${hit.id}`}>
              <Link to={searchHitPath(hit)} data-search-result onClick={onOpen}>
                <span className="kind">{kind}</span>
                <span className="title">{unmarked(hit.title)}</span>
                {meta && <span className="meta">{meta}</span>}
              </Link>
            </li>
          );
        })}
      </List>
      {data.total > data.hits.length && (
        <Link
          className="all-results"
          to={searchPath({ q: trimmed, category: '', from: '', to: '', page: 1 })}
          onClick={onOpen}
        >
          See all {data.total} results
        </Link>
      )}
    </>
  );
}
