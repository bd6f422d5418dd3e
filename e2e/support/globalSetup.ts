import type { FullConfig } from '@playwright/test';
import { backendAvailable, startE2eBackend, type E2eBackend } from './backend.ts';
import { assertBuilt, startPortal } from './portal.ts';
import { REMOTE_KEYS } from './paths.ts';

/**
 * Starts a fresh seeded backend and the portal (shell + four remotes from their production builds)
 * on free ports, and hands their URLs to the tests through env (read by support/fixtures.ts).
 * Returns the teardown. Assumes `npm run build` ran before.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertBuilt();
  let backend: E2eBackend | null = null;
  if (backendAvailable()) {
    backend = await startE2eBackend();
  } else {
    console.warn('[e2e] backend/src/index.ts not found: running against no backend.');
  }
  const supabaseUrl = backend?.url ?? 'http://127.0.0.1:9';
  const supabaseAnonKey = backend?.anonKey ?? 'no-backend';
  const portal = await startPortal({ supabaseUrl, supabaseAnonKey });

  process.env.E2E_BASE_URL = portal.baseURL;
  process.env.E2E_SUPABASE_URL = supabaseUrl;
  process.env.E2E_SUPABASE_ANON_KEY = supabaseAnonKey;
  process.env.E2E_SERVICE_ROLE_KEY = backend?.serviceRoleKey ?? '';
  for (const key of REMOTE_KEYS) process.env[`E2E_REMOTE_${key.toUpperCase()}`] = portal.remoteOrigins[key];
  console.log(`[e2e] portal ${portal.baseURL}, backend ${supabaseUrl}`);

  return async () => {
    await portal.close();
    await backend?.stop();
  };
}
