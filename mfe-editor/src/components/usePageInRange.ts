import { useEffect } from 'react';
import { pageCount } from '../lib/listPage.ts';
import type { ChangeListFilters } from './useListFilters.ts';

/**
 * Moves a list past its end (?page=999, or the last row of the last page deleted) to its last page.
 * `total` must be the count for the filters in force (not a previous list kept on screen).
 */
export function usePageInRange(total: number | undefined, page: number, change: ChangeListFilters): void {
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total);
    if (page > last) change({ page: last }, { replace: true });
  }, [total, page, change]);
}
