import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ACCOUNTS, type AccountName } from './accounts.ts';

/** A Node supabase-js client against the e2e backend (anon key unless a key is given). */
export function e2eSupabase(key = process.env.E2E_SUPABASE_ANON_KEY ?? ''): SupabaseClient {
  return createClient(process.env.E2E_SUPABASE_URL ?? '', key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Service-role client: set up or inspect data behind the UI's back (bypasses RLS). */
export function e2eAdminSupabase(): SupabaseClient {
  return e2eSupabase(process.env.E2E_SERVICE_ROLE_KEY ?? '');
}

/** supabase-js's default localStorage key for a project URL. */
export function authStorageKey(supabaseUrl = process.env.E2E_SUPABASE_URL ?? ''): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Signs a seeded account in through the real auth API; returns the session JSON supabase-js stores. */
export async function sessionFor(account: AccountName): Promise<string> {
  const { email, password } = ACCOUNTS[account];
  const { data, error } = await e2eSupabase().auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`could not sign in ${email}: ${error?.message ?? 'no session'}`);
  return JSON.stringify(data.session);
}
