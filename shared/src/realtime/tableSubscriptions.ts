import type { RealtimeChannel } from '@supabase/supabase-js';
import type { TableChangeListener } from './tableChannel.ts';

export interface TableSubscription {
  channel: RealtimeChannel;
  listeners: Set<TableChangeListener>;
}

/**
 * One channel per table, shared by its listeners (tableChannel.ts). Its own module so the test
 * helpers (shared/src/testing) can read it without being part of the browser barrel.
 */
export const subscriptions = new Map<string, TableSubscription>();
