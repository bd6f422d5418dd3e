import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToTable } from './tableChannel.ts';

/**
 * Marks `queryKey` stale and refetches it on any insert, update or delete in `table`: lists reload on
 * any realtime change (docs/product/data.md#state-changes). Keys are prefixes, so ['live-feeds'] also refreshes
 * ['live-feeds', 'breaking']. The key must be JSON-serialisable (all of queryKeys are).
 */
export function useRealtimeInvalidation(table: string, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  // A new array literal each render must not resubscribe: depend on the key's content.
  const keyHash = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(keyHash) as QueryKey;
    return subscribeToTable(table, () => void queryClient.invalidateQueries({ queryKey: key }));
  }, [table, keyHash, queryClient]);
}
