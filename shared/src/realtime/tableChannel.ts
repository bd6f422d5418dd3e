import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterStartup } from '../startup/startupWork.ts';
import { getSupabase } from '../supabase/client.ts';
import { subscriptions, type TableSubscription } from './tableSubscriptions.ts';

export type TableChange = RealtimePostgresChangesPayload<Record<string, unknown>>;
export type TableChangeListener = (change: TableChange) => void;

function openChannel(client: SupabaseClient, table: string, subscription: TableSubscription): RealtimeChannel {
  return (
    client
      // Private: Realtime checks it against the policies on realtime.messages, so nobody can broadcast
      // to the readers listening here (decision 145). Rows still come filtered by the table's RLS.
      .channel(`public:${table}:changes`, { config: { private: true } })
      .on('postgres_changes', { event: '*', schema: 'public', table }, (change: TableChange) => {
        for (const listener of subscription.listeners) listener(change);
      })
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') for (const joined of subscription.joinListeners) joined();
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
 * Changes made before the channel was joined are not replayed: `onJoined` runs at each join (and
 * rejoin after a lost socket) so that a caller can reload what it showed meanwhile.
 */
export function subscribeToTable(
  table: string,
  listener: TableChangeListener,
  client?: SupabaseClient,
  onJoined?: () => void,
): () => void {
  let subscription = subscriptions.get(table);
  if (!subscription) {
    const created: TableSubscription = {
      listeners: new Set<TableChangeListener>(),
      joinListeners: new Set<() => void>(),
      channel: null,
      client: null,
    };
    created.cancelOpen = afterStartup(() => {
      created.client = client ?? getSupabase();
      created.channel = openChannel(created.client, table, created);
    });
    subscription = created;
    subscriptions.set(table, subscription);
  }
  const current = subscription;
  current.listeners.add(listener);
  if (onJoined) current.joinListeners.add(onJoined);
  return () => {
    current.listeners.delete(listener);
    if (onJoined) current.joinListeners.delete(onJoined);
    if (current.listeners.size > 0 || subscriptions.get(table) !== current) return;
    subscriptions.delete(table);
    current.cancelOpen?.();
    if (current.client && current.channel) void current.client.removeChannel(current.channel);
  };
}
