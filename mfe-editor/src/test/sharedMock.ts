import { mockSetPerWorker } from '@newsroom/shared/testing';
import { vi } from 'vitest';
import type { FakeSupabase } from './fakeSupabase.ts';

type Shared = typeof import('@newsroom/shared');

/** The fake client the mocked getSupabase gives: each test puts its own here (createFakeSupabase). */
export const supabase: { current: FakeSupabase | null } = { current: null };

/** Realtime off, the client the test's fake; auth and rights the real ones until a test says otherwise. */
const editorMocks = mockSetPerWorker(
  (actual: Shared) => ({
    getSupabase: vi.fn(() => supabase.current?.client as ReturnType<Shared['getSupabase']>),
    useRealtimeInvalidation: vi.fn(),
    useAuth: vi.fn(actual.useAuth),
    useEditorRights: vi.fn(actual.useEditorRights),
  }),
  () => {
    supabase.current = null;
  },
);

/**
 * vi.mock factory for @newsroom/shared: the real module with the Supabase client replaced by each
 * test's fake and realtime switched off; the mocks are per worker (mockSetPerWorker).
 */
export async function mockShared(importOriginal: () => Promise<Shared>) {
  const actual = await importOriginal();
  return { ...actual, ...editorMocks(actual) };
}
