import { parsePageParam, siteName } from '@newsroom/shared';
import { useSearchParams } from 'react-router-dom';

/** The list page's `?page=N` (1 when absent); null for a value that is not a page number (a 404). */
export function usePageParam(): number | null {
  const [searchParams] = useSearchParams();
  return parsePageParam(searchParams.get('page'));
}

/** A paged list's document title: "Heading (page N) | Site" past the first page. */
export function pagedTitle(heading: string, page: number | null): string {
  return `${heading}${page && page > 1 ? ` (page ${page})` : ''} | ${siteName()}`;
}
