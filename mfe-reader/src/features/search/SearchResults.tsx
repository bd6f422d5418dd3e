import { SEARCH_LOAD_ERROR, searchHitPath, unmarked, useSearch } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { NoResults } from './NoResults.tsx';
import { searchHitMeta } from './searchHitMeta.ts';
import { searchPath } from './searchParams.ts';
import { List } from './SearchResults.styles.ts';

/** The dialog shows the first results; the /search page has them all, with filters. */
export const DIALOG_RESULT_LIMIT = 8;
/** Typing asks the database once per pause this long. */
export const DIALOG_SEARCH_DELAY_MS = 250;

export interface SearchResultsProps {
  query: string;
  onOpen: () => void;
}

/** The first results for the query, ranked by the database (docs/product/data.md#search). */
export function SearchResults({ query, onOpen }: SearchResultsProps) {
  const trimmed = useDebouncedValue(query.trim(), DIALOG_SEARCH_DELAY_MS);
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
  if (isError) return <p role="alert">{SEARCH_LOAD_ERROR}</p>;
  if (data.total === 0) return <NoResults query={trimmed} />;
  return (
    <>
      <p role="status" className="result-count">
        {data.total} {data.total === 1 ? 'result' : 'results'}
      </p>
      <List aria-label="Search results">
        {data.hits.map((hit) => {
          const { kind, meta } = searchHitMeta(hit);
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
