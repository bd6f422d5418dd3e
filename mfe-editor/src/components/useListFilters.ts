import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listFiltersFrom, withListFilters, type ListFilters } from '../lib/listFilters.ts';

export type ChangeListFilters = (changes: Partial<ListFilters>, options?: { replace?: boolean }) => void;

/**
 * The open list's search, filters and page, kept in the URL beside ?tab=. Typing replaces the
 * history entry (Back is not a keystroke at a time); choosing a filter or a page adds one.
 */
export function useListFilters(): [ListFilters, ChangeListFilters] {
  const [params, setParams] = useSearchParams();
  // What the list asked for last. A change made before the previous one has rendered (a search
  // box's pause ending just after a click on a status) builds on it: built on the URL of the last
  // render, it undid the click. The URL changing by other means (Back, a link) resets it.
  const requested = useRef(params);
  const url = params.toString();
  useEffect(() => {
    requested.current = new URLSearchParams(url);
  }, [url]);
  const change = useCallback<ChangeListFilters>(
    (changes, options) => {
      requested.current = withListFilters(requested.current, changes);
      setParams(requested.current, { replace: options?.replace });
    },
    [setParams],
  );
  return [listFiltersFrom(params), change];
}
