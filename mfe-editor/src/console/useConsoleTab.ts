import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONSOLE_TABS, tabOrDefault, type ConsoleTab } from './consoleTabs.ts';

/**
 * The open tab lives in the URL (?tab=essays), so a reload, a shared link and Back all keep it.
 * Changing tab drops the other tabs' parameters (an open form, a preview).
 */
export function useConsoleTab(tabs: readonly ConsoleTab[] = CONSOLE_TABS): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabOrDefault(params.get('tab'), tabs);
  const setTab = useCallback(
    (next: string) => {
      if (next === tab) return;
      setParams({ tab: next });
    },
    [setParams, tab],
  );
  return [tab, setTab];
}
