import type { PortalClient } from '../supabase/client.ts';
import type { AuthState } from './authStore.ts';

/**
 * The auth store's module state, kept apart so the test helpers (shared/src/testing) can reset it
 * without the helpers being part of the browser barrel. Not exported from @newsroom/shared.
 */
export const authSession: {
  client: PortalClient | null;
  started: Promise<void> | null;
  unsubscribe: (() => void) | null;
} = { client: null, started: null, unsubscribe: null };

export const initialAuthState: AuthState = {
  status: 'loading',
  session: null,
  user: null,
  isAdmin: false,
  adminStatus: 'checking',
  lastEvent: null,
};
