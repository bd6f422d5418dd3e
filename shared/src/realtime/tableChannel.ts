import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterStartup } from '../startup/startupWork.ts';
import { getSupabase } from '../supabase/client.ts';

export type TableChange = RealtimePostgresChangesPayload<Record<string, unknown>>;
export type TableChangeListener = (change: TableChange) => void;

import { subscriptions, type TableSubscription } from './tableSubscriptions.ts';

function openChannel(client: SupabaseClient, table: string, listeners: Set<TableChangeListener>): RealtimeChannel {
  return (
    client
      // Private: Realtime checks it against the policies on realtime.messages, so nobody can broadcast
      // to the readers listening here (decision 145). Rows still come filtered by the table's RLS.
      .channel(`public:${table}:changes`, { config: { private: true } })
      .on('postgres_changes', { event: '*', schema: 'public', table }, (change: TableChange) => {
        for (const listener of listeners) listener(change);
      })
      .subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          console.error(`Realtime subscription to ${table} failed`, status, error);
        }
      })
  );
}

/**
 * Listens to every postgres_changes event of one public table. All listeners of a table share
 * one channel, opened by the first and removed when the last one unsubscribes (ref-counted), so
 * ten widgets watching live_feeds cost one join on the socket. While a server-rendered page
 * hydrates, the channel (and the client and socket under it) opens once start-up work is released.
 */
export function subscribeToTable(table: string, listener: TableChangeListener, client?: SupabaseClient): () => void {
  let subscription = subscriptions.get(table);
  if (!subscription) {
    const created: TableSubscription = { listeners: new Set<TableChangeListener>(), channel: null, client: null };
    created.cancelOpen = afterStartup(() => {
      created.client = client ?? getSupabase();
      created.channel = openChannel(created.client, table, created.listeners);
    });
    subscription = created;
    subscriptions.set(table, subscription);
  }
  const current = subscription;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || subscriptions.get(table) !== current) return;
    subscriptions.delete(table);
    current.cancelOpen?.();
    if (current.client && current.channel) void current.client.removeChannel(current.channel);
  };
}
