// Test-only helpers: `@newsroom/shared/testing`, never imported by app code (not in the barrel).
import { authSession, initialAuthState } from '../auth/authSession.ts';
import { authStore } from '../auth/authStore.ts';
import { subscriptions } from '../realtime/tableSubscriptions.ts';

/** Forget the auth store's client, its subscription and its state. */
export function resetAuthForTests(): void {
  authSession.unsubscribe?.();
  authSession.unsubscribe = null;
  authSession.started = null;
  authSession.client = null;
  authStore.setState(initialAuthState, true);
}

/** How many listeners a table has (0 when its channel is closed). */
export function tableListenerCount(table: string): number {
  return subscriptions.get(table)?.listeners.size ?? 0;
}

export { mockSharedPerWorker, resetMockSets } from './mockSets.ts';
