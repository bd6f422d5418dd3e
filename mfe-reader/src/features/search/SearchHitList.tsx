import { searchHitPath, type SearchHit } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { MarkedText } from './MarkedText.tsx';
import { searchHitMeta } from './searchHitMeta.ts';
import { Hits } from './SearchHitList.styles.ts';

/** Ranked results of /search: kind, title and snippet with the matched words marked, byline, date. */
export function SearchHitList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <Hits aria-label="Search results">
      {hits.map((hit) => {
        const { kind, meta } = searchHitMeta(hit);
        return (
          <li key={`${hit.kind}-${hit.id}`}>
            <article>
              <span className="kind">{kind}</span>
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
              <p className="meta">{meta}</p>
            </article>
          </li>
        );
      })}
    </Hits>
  );
}
