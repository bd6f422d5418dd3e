import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDashboardTab, type DashboardTab } from './dashboardTabs.ts';

/**
 * The open tab, kept in ?tab= so a reload or a shared link opens the same one. Switching replaces
 * the history entry: arrow keys move through tabs, and Back should leave the dashboard, not replay them.
 */
export function useDashboardTab(): [DashboardTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseDashboardTab(params.get('tab'));
  const select = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', parseDashboardTab(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, select];
}
