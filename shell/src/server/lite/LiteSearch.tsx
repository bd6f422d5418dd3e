import { markedParts, searchHitPath, type SearchHit } from '@newsroom/shared';
import { liteDate } from './liteDates.ts';
import { LITE_PREFIX, liteSearchPath } from './liteRoutes.ts';

export interface LiteSearchProps {
  q: string;
  page: number;
  /** Null before a search (no words yet). */
  hits: readonly SearchHit[] | null;
  total: number;
  pageSize: number;
}

/** Text with the database's match marks as <mark> (React escapes the text). */
function Marked({ text }: { text: string }) {
  return (
    <>{markedParts(text).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</>
  );
}

/** A story opens its lite page; a photo essay has none, so its full page. */
const hitPath = (hit: SearchHit) => (hit.kind === 'story' ? `${LITE_PREFIX}${searchHitPath(hit)}` : searchHitPath(hit));

/** /lite/search: a plain GET form, and the results rendered on the server. */
export function LiteSearch({ q, page, hits, total, pageSize }: LiteSearchProps) {
  return (
    <>
      <h1>{q ? `Search results for “${q}”` : 'Search'}</h1>
      <form method="get" action={`${LITE_PREFIX}/search`} role="search">
        <label htmlFor="lite-search-q">Search the news</label>{' '}
        <input id="lite-search-q" type="search" name="q" defaultValue={q} /> <button type="submit">Search</button>
      </form>
      {hits && hits.length === 0 && <p>No results. Try other words.</p>}
      {hits && hits.length > 0 && (
        <>
          <p>
            {total} {total === 1 ? 'result' : 'results'}
          </p>
          <ul className="stories">
            {hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <a href={hitPath(hit)}>
                  <Marked text={hit.title} />
                </a>
                <br />
                <small>
                  <time dateTime={hit.publishTime}>{liteDate(hit.publishTime)}</time>
                </small>
                {hit.snippet && (
                  <>
                    <br />
                    <Marked text={hit.snippet} />
                  </>
                )}
              </li>
            ))}
          </ul>
          {page * pageSize < total && <a href={liteSearchPath(q, page + 1)}>More results</a>}
        </>
      )}
    </>
  );
}
