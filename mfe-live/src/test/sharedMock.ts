import { mockSharedPerWorker } from '@newsroom/shared/testing';
import { vi } from 'vitest';

/**
 * vi.mock factory for @newsroom/shared, per worker (mockSharedPerWorker): the live data hooks the
 * real ones until a test gives them data, toasts silent.
 */
export const mockShared = mockSharedPerWorker((actual) => ({
  useLiveFeeds: vi.fn(actual.useLiveFeeds),
  useSportsEvents: vi.fn(actual.useSportsEvents),
  useSportsHubEvents: vi.fn(actual.useSportsHubEvents),
  useSportsCategories: vi.fn(actual.useSportsCategories),
  toast: { error: vi.fn(), success: vi.fn() },
}));
