// Test-only helpers: `@newsroom/shared/testing`, never imported by app code (not in the barrel).
import { vi } from 'vitest';
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

/**
 * A `vi.mock` factory's replacements, made once per worker. Test files that mock only the shared
 * package through their package's factory share a module graph (`dom-mocked`, vitest.frontend.ts):
 * Vitest calls the factory again for each file, but components imported by an earlier file keep
 * the module it returned then, so every call must return the same mock functions. On every call (a
 * new file) they go back to the implementations they were made with, and `reset` restores the rest.
 */
export function mockSetPerWorker<T extends object, A extends unknown[]>(
  make: (...args: A) => T,
  reset: () => void = () => {},
): (...args: A) => T {
  let mocks: T | undefined;
  return (...args) => {
    mocks ??= make(...args);
    resetMockFunctions(mocks);
    reset();
    return mocks;
  };
}

/** Resets the mock functions among `mocks`' values and one level below (e.g. `toast.error`). */
function resetMockFunctions(mocks: object, depth = 1): void {
  for (const value of Object.values(mocks)) {
    if (vi.isMockFunction(value)) value.mockReset();
    else if (depth > 0 && value && typeof value === 'object') resetMockFunctions(value, depth - 1);
  }
}
