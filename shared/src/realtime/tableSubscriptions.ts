import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { TableChangeListener } from './tableChannel.ts';

export interface TableSubscription {
  /** Null until start-up work is released (a hydrating page opens its channels after). */
  channel: RealtimeChannel | null;
  client: SupabaseClient | null;
  listeners: Set<TableChangeListener>;
  /** Takes back the pending open when the last listener leaves before it ran. */
  cancelOpen?: () => void;
}

/**
 * One channel per table, shared by its listeners (tableChannel.ts). Its own module so the test
 * helpers (shared/src/testing) can read it without being part of the browser barrel.
 */
export const subscriptions = new Map<string, TableSubscription>();
