import { searchHitPath, type SearchHit } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../lib/formatDate.ts';
import { MarkedText } from './MarkedText.tsx';
import { Hits } from './SearchHitList.styles.ts';

function metaOf(hit: SearchHit): string {
  const byline = hit.author ? (hit.kind === 'story' ? `By ${hit.author}` : `Photo by ${hit.author}`) : '';
  return [hit.category, byline, formatShortDate(hit.publishTime)].filter(Boolean).join(' · ');
}

/** Ranked results of /search: kind, title and snippet with the matched words marked, byline, date. */
export function SearchHitList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <Hits aria-label="Search results">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <article>
            <span className="kind">{hit.kind === 'story' ? 'Story' : 'Photo essay'}</span>
            <h2>
              <Link to={searchHitPath(hit)}>
                <MarkedText text={hit.title} />
              </Link>
            </h2>
            {hit.snippet && (
              <p>
                <MarkedText text={hit.snippet} />
              </p>
            )}
            <p className="meta">{metaOf(hit)}</p>
          </article>
        </li>
      ))}
    </Hits>
  );
}
