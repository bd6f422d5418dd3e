import {
  photoEssayLabel,
  searchContent,
  searchResultPath,
  usePhotoEssays,
  useStories,
  type SearchResult,
} from '@newsroom/shared';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../lib/formatDate.ts';
import { List, Empty } from './SearchResults.styles.ts';

function describe(result: SearchResult): { kind: string; meta: string } {
  if (result.kind === 'story') {
    const { category, author, publishTime } = result.item;
    return {
      kind: 'Story',
      meta: [category, author && `By ${author}`, formatShortDate(publishTime)].filter(Boolean).join(' · '),
    };
  }
  const { type, photographer, publishTime } = result.item;
  return {
    kind: photoEssayLabel(type),
    meta: [photographer && `Photo by ${photographer}`, formatShortDate(publishTime)].filter(Boolean).join(' · '),
  };
}

export interface SearchResultsProps {
  query: string;
  onOpen: () => void;
}

/** Results for the query, ranked by shared/model's searchContent (title matches, then newest). */
export function SearchResults({ query, onOpen }: SearchResultsProps) {
  const { data: stories, isPending: storiesPending } = useStories();
  const { data: essays, isPending: essaysPending } = usePhotoEssays();
  const results = useMemo(() => searchContent(query, stories ?? [], essays ?? []), [query, stories, essays]);
  const trimmed = query.trim();

  if (!trimmed) return null;
  if (storiesPending || essaysPending) return <p role="status">Searching…</p>;
  if (results.length === 0) {
    return (
      <Empty role="status">
        <p>No results found for &ldquo;{trimmed}&rdquo;</p>
        <p>Try different keywords or check spelling</p>
      </Empty>
    );
  }
  return (
    <>
      <p role="status" className="result-count">
        {results.length} {results.length === 1 ? 'result' : 'results'}
      </p>
      <List aria-label="Search results">
        {results.map((result) => {
          const { kind, meta } = describe(result);
          return (
            <li key={`${result.kind}-${result.item.id}`}>
              <Link to={searchResultPath(result)} data-search-result onClick={onOpen}>
                <span className="kind">{kind}</span>
                <span className="title">{result.item.title}</span>
                {meta && <span className="meta">{meta}</span>}
              </Link>
            </li>
          );
        })}
      </List>
    </>
  );
}
