import { mockSharedPerWorker } from '@newsroom/shared/testing';
import { vi } from 'vitest';
import { fakeSupabase } from './fakeSupabase.ts';

/** The signed-in user the mocked useAuth selects from. */
export const authState = {
  status: 'signedIn' as const,
  user: { id: 'admin-1', email: 'admin@example.com' },
  isAdmin: true as boolean,
  adminStatus: 'known' as const,
};

export const toastMock = { success: vi.fn(), error: vi.fn() };

/**
 * The uploader's network step (`@newsroom/shared/image-upload`, mocked by the files that upload):
 * resolves with a public URL unless a test says otherwise.
 */
export const uploadImageMock = vi.fn(async (file: File) => ({
  path: file.name,
  publicUrl: `http://127.0.0.1:54321/storage/v1/object/public/blog-images/${file.name}`,
}));

/**
 * vi.mock factory for @newsroom/shared: the real module with the Supabase client replaced by the
 * fake one, realtime switched off and the auth store fixed, so tabs render against each test's data.
 */
export const mockShared = mockSharedPerWorker(
  () => ({
    useRealtimeInvalidation: vi.fn(),
    useAuth: vi.fn((selector: (state: typeof authState) => unknown) => selector(authState)),
    toast: toastMock,
    getSupabase: vi.fn(() => fakeSupabase.client),
    getRuntimeConfig: vi.fn(() => ({ siteName: 'The Daily Chronicle' })),
  }),
  () => {
    authState.isAdmin = true;
    fakeSupabase.reset();
  },
);
