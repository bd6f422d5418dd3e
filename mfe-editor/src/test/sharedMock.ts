import { mockSharedPerWorker } from '@newsroom/shared/testing';
import { vi } from 'vitest';
import type { FakeSupabase } from './fakeSupabase.ts';

/** The fake client the mocked getSupabase gives: each test puts its own here (createFakeSupabase). */
export const supabase: { current: FakeSupabase | null } = { current: null };

/**
 * vi.mock factory for @newsroom/shared: the real module with the Supabase client replaced by each
 * test's fake and realtime switched off; the mocks are per worker (mockSharedPerWorker).
 */
export const mockShared = mockSharedPerWorker(
  (actual) => ({
    getSupabase: vi.fn(() => supabase.current?.client as ReturnType<typeof actual.getSupabase>),
    useRealtimeInvalidation: vi.fn(),
    useAuth: vi.fn(actual.useAuth),
    useEditorRights: vi.fn(actual.useEditorRights),
  }),
  () => {
    supabase.current = null;
  },
);
