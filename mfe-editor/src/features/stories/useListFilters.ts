import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listFiltersFrom, withListFilters, type ListFilters } from './listFilters.ts';

export type ChangeListFilters = (changes: Partial<ListFilters>, options?: { replace?: boolean }) => void;

/**
 * The open list's search, filters and page, kept in the URL beside ?tab=. Typing replaces the
 * history entry (Back is not a keystroke at a time); choosing a filter or a page adds one.
 */
export function useListFilters(): [ListFilters, ChangeListFilters] {
  const [params, setParams] = useSearchParams();
  const change = useCallback<ChangeListFilters>(
    (changes, options) => setParams((current) => withListFilters(current, changes), { replace: options?.replace }),
    [setParams],
  );
  return [listFiltersFrom(params), change];
}
