import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_FILTER, DEFAULT_TAB, parseTab, type HubTab } from './hubSelection.ts';

export interface HubParams {
  /** The chosen filter, 'all' when none or an unknown one is in the URL. */
  filter: string;
  tab: HubTab;
  setFilter: (filter: string) => void;
  setTab: (tab: HubTab) => void;
}

/**
 * A hub's filter and tab live in the query string (?type=gaming&tab=featured), so a reload, a
 * shared link or the browser's Back button returns to the same view. Changes replace the history
 * entry: Back leaves the hub instead of stepping through every filter tried.
 */
export function useHubParams(filterParam: string, isKnownFilter: (value: string) => boolean): HubParams {
  const [params, setParams] = useSearchParams();
  const raw = params.get(filterParam) ?? ALL_FILTER;
  const filter = isKnownFilter(raw) ? raw : ALL_FILTER;
  const tab = parseTab(params.get('tab'));

  const update = useCallback(
    (name: string, value: string, fallback: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const setFilter = useCallback((value: string) => update(filterParam, value, ALL_FILTER), [update, filterParam]);
  const setTab = useCallback((value: HubTab) => update('tab', value, DEFAULT_TAB), [update]);
  return { filter, tab, setFilter, setTab };
}
