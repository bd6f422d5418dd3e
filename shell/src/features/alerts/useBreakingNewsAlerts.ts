import { subscribeToTable, type TableChange, siteName } from '@newsroom/shared';
import { useEffect } from 'react';
import { useAlertsStore } from './alertsStore.ts';

function isNewBreakingItem(change: TableChange): boolean {
  if (change.eventType !== 'INSERT') return false;
  const row = change.new as { category?: unknown; is_active?: unknown };
  return row.category === 'breaking' && row.is_active !== false;
}

/** Shows a browser notification for each breaking item inserted while alerts are on and allowed. */
export function useBreakingNewsAlerts(): void {
  const active = useAlertsStore((state) => state.enabled && state.permission === 'granted');
  useEffect(() => {
    if (!active) return;
    return subscribeToTable('live_feeds', (change) => {
      if (!isNewBreakingItem(change)) return;
      const row = change.new as { id?: unknown; title?: unknown };
      try {
        new Notification(`Breaking: ${String(row.title ?? '')}`, {
          body: siteName(),
          tag: `breaking-${String(row.id ?? '')}`,
        });
      } catch (error) {
        // Some mobile browsers only allow notifications from a service worker.
        console.warn('Could not show a breaking news notification', error);
      }
    });
  }, [active]);
}
