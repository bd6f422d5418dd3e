import { mockSetPerWorker } from '@newsroom/shared/testing';
import { vi } from 'vitest';

type Shared = typeof import('@newsroom/shared');

/** The live data hooks, the real ones until a test gives them data; toasts silent. */
const liveMocks = mockSetPerWorker((actual: Shared) => ({
  useLiveFeeds: vi.fn(actual.useLiveFeeds),
  useSportsEvents: vi.fn(actual.useSportsEvents),
  useSportsHubEvents: vi.fn(actual.useSportsHubEvents),
  useSportsCategories: vi.fn(actual.useSportsCategories),
  toast: { error: vi.fn(), success: vi.fn() },
}));

/** vi.mock factory for @newsroom/shared: the real module with the mocks above, per worker (mockSetPerWorker). */
export async function mockShared(importOriginal: () => Promise<Shared>) {
  const actual = await importOriginal();
  return { ...actual, ...liveMocks(actual) };
}
