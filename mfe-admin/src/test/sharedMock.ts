import { vi } from 'vitest';
import { fakeSupabase } from './fakeSupabase.ts';

/** The signed-in user the mocked useAuth selects from. */
export const authState = {
  status: 'signedIn' as const,
  user: { id: 'admin-1', email: 'admin@example.com' },
  isAdmin: true,
  adminStatus: 'known' as const,
};

export const toastMock = { success: vi.fn(), error: vi.fn() };

/**
 * vi.mock factory for @newsroom/shared: the real module with the Supabase client replaced by the
 * fake one, realtime switched off and the auth store fixed, so tabs render against each test's data.
 */
export async function mockShared(importOriginal: () => Promise<typeof import('@newsroom/shared')>) {
  const actual = await importOriginal();
  return {
    ...actual,
    getSupabase: () => fakeSupabase.client,
    useRealtimeInvalidation: vi.fn(),
    useAuth: vi.fn((selector: (state: typeof authState) => unknown) => selector(authState)),
    toast: toastMock,
    getRuntimeConfig: () => ({ siteName: 'The Daily Chronicle' }),
  };
}
