import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtimeConfig.ts';
import type { Database } from './database.types.ts';

/** The portal's Supabase client, typed by the schema (database.types.ts, `npm run gen:types`). */
export type PortalClient = SupabaseClient<Database>;

let client: PortalClient | null = null;

/**
 * The one Supabase client of the portal. @newsroom/shared is a Module Federation singleton, so the
 * shell and every remote get this same instance (one session, one realtime socket).
 */
export function getSupabase(): PortalClient {
  if (client) return client;
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}

/** Tests only: drop the instance so the next getSupabase() builds a new one. */
export function resetSupabaseForTests(): void {
  client = null;
}
