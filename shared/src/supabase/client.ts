import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtimeConfig.ts';

let client: SupabaseClient | null = null;

/**
 * The one Supabase client of the portal. @newsroom/shared is a Module Federation singleton, so the
 * shell and every remote get this same instance (one session, one realtime socket).
 */
export function getSupabase(): SupabaseClient {
  if (client) return client;
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  client = createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}

/** Tests only: drop the instance so the next getSupabase() builds a new one. */
export function resetSupabaseForTests(): void {
  client = null;
}
