import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { throttle } from 'es-toolkit';
import { useEffect, useRef } from 'react';
import type { ChangeAffects } from './storyChanges.ts';
import { subscribeToTable } from './tableChannel.ts';

/**
 * How often one list may reload while its table keeps changing. Every story view used to update
 * `news_stories` (its view count, now kept outside the row: decision 136), and every live event's
 * view still updates `sports_events`, many times a second on a busy day; each change used to make
 * every open page reload the whole list: now the first change reloads at once and a burst costs
 * at most one more reload per window, after the last change (decision 133).
 */
export const REALTIME_RELOAD_WINDOW_MS = 1_000;

/**
 * Marks `queryKey` stale and refetches it on an insert, update or delete in `table`, a burst
 * coalesced into one reload now and one at the end. With `affects`, only changes it accepts (given
 * the query's current data) reload: a story page ignores other stories' edits. Without it, any
 * change reloads (docs/product/data.md#state-changes). Keys are prefixes, so ['live-feeds'] also
 * refreshes ['live-feeds', 'breaking']. The key must be JSON-serialisable (all of queryKeys are).
 */
export function useRealtimeInvalidation(table: string, queryKey: QueryKey, affects?: ChangeAffects): void {
  const queryClient = useQueryClient();
  // A new array literal or filter each render must not resubscribe: depend on the key's content.
  const keyHash = JSON.stringify(queryKey);
  const affectsRef = useRef(affects);
  useEffect(() => {
    affectsRef.current = affects;
  });
  useEffect(() => {
    const key = JSON.parse(keyHash) as QueryKey;
    const reload = throttle(() => void queryClient.invalidateQueries({ queryKey: key }), REALTIME_RELOAD_WINDOW_MS);
    const unsubscribe = subscribeToTable(table, (change) => {
      const filter = affectsRef.current;
      if (!filter || filter(change, queryClient.getQueryData(key))) reload();
    });
    return () => {
      unsubscribe();
      reload.cancel();
    };
  }, [table, keyHash, queryClient]);
}
