import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtimeConfig.ts';
import type { Database } from './database.types.ts';

/** The portal's Supabase client, typed by the schema (database.types.ts, `npm run gen:types`). */
export type PortalClient = SupabaseClient<Database>;

let client: PortalClient | null = null;

/**
 * The server renders public pages for everyone (the HTML may be held by a CDN), so its client
 * is anonymous and keeps no session. It never subscribes to realtime: a render has no effects.
 */
class NoRealtimeOnServer {
  constructor() {
    throw new Error('Realtime is not available while rendering on the server');
  }
}

/**
 * Retries live in one place, the query client (one retry after a second). postgrest-js would
 * otherwise retry a failing read three more times (1 + 2 + 4 s) under each of those attempts:
 * a reader waited about fifteen seconds for "Failed to load", and a server render its whole
 * time box.
 */
const ONE_RETRY_LAYER = { retry: false } as const;

function createPortalClient(url: string, anonKey: string): PortalClient {
  if (typeof window === 'undefined') {
    return createClient<Database>(url, anonKey, {
      db: ONE_RETRY_LAYER,
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtimeOnServer as never },
    });
  }
  return createClient<Database>(url, anonKey, {
    db: ONE_RETRY_LAYER,
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}

/**
 * The one Supabase client of the portal. @newsroom/shared is a Module Federation singleton, so the
 * shell and every remote get this same instance (one session, one realtime socket).
 */
export function getSupabase(): PortalClient {
  if (client) return client;
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  client = createPortalClient(supabaseUrl, supabaseAnonKey);
  return client;
}

/** Tests only: drop the instance so the next getSupabase() builds a new one. */
export function resetSupabaseForTests(): void {
  client = null;
}
