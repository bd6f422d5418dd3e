import { Link } from 'react-router-dom';
import { Nav } from './Pagination.styles.ts';

export interface PaginationProps {
  /** Names the navigation for screen readers, e.g. "Business & Finance pages". */
  label: string;
  page: number;
  /** Link to the newer (previous) page, when there is one. */
  newerPath?: string;
  /** Link to the older (next) page, when there is one. */
  olderPath?: string;
  /** "Page 2 of 9", or "Page 2" when the total is not known. */
  pageCount?: number;
  /** Link texts: a category pages through time, search through relevance. */
  newerText?: string;
  olderText?: string;
}

/** Newer / older links under a paged list; nothing on a list of one page. */
export function Pagination({
  label,
  page,
  newerPath,
  olderPath,
  pageCount,
  newerText = '← Newer stories',
  olderText = 'Older stories →',
}: PaginationProps) {
  if (!newerPath && !olderPath) return null;
  return (
    <Nav aria-label={label}>
      {newerPath ? (
        <Link to={newerPath} rel="prev">
          {newerText}
        </Link>
      ) : (
        <span />
      )}
      <span className="position">{pageCount ? `Page ${page} of ${pageCount}` : `Page ${page}`}</span>
      {olderPath ? (
        <Link to={olderPath} rel="next">
          {olderText}
        </Link>
      ) : (
        <span />
      )}
    </Nav>
  );
}
