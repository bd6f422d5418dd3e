import { mockSharedPerWorker, resetAuthForTests } from '@newsroom/shared/testing';
import { vi } from 'vitest';

/**
 * vi.mock factory for @newsroom/shared, per worker (mockSharedPerWorker): what the shell's component
 * tests replace, each the real one until a test gives it an implementation
 * (vi.mocked(…).mockImplementation); toasts silent.
 */
export const mockShared = mockSharedPerWorker(
  (actual) => ({
    getSupabase: vi.fn(actual.getSupabase),
    initAuth: vi.fn(actual.initAuth),
    useAuth: vi.fn(actual.useAuth),
    signIn: vi.fn(actual.signIn),
    signUp: vi.fn(actual.signUp),
    resendConfirmation: vi.fn(actual.resendConfirmation),
    changeEmail: vi.fn(actual.changeEmail),
    getRuntimeConfig: vi.fn(actual.getRuntimeConfig),
    subscribeToTable: vi.fn(actual.subscribeToTable),
    useBreakingNews: vi.fn(actual.useBreakingNews),
    useAdvertisements: vi.fn(actual.useAdvertisements),
    usePageViewTracking: vi.fn(actual.usePageViewTracking),
    RemoteMount: vi.fn(actual.RemoteMount),
    toast: { error: vi.fn(), success: vi.fn() },
  }),
  // The real auth store, as a file of its own would find it (guards and the layout sign users in).
  resetAuthForTests,
);
