import type { AuthState } from '@newsroom/shared';
import { vi } from 'vitest';

/** Auth state the mocked useAuth selects from; tests set `session` to sign a user in. */
export const authState: Pick<AuthState, 'session' | 'isAdmin'> = { session: null, isAdmin: false };

/**
 * vi.mock factory for @newsroom/shared: the real module with its data hooks replaced, so pages
 * render against whatever each test puts in the mocks.
 */
export async function mockShared(importOriginal: () => Promise<typeof import('@newsroom/shared')>) {
  const actual = await importOriginal();
  return {
    ...actual,
    useStories: vi.fn(),
    usePhotoEssays: vi.fn(() => ({ data: [], isPending: false, isError: false, error: null })),
    useAdvertisements: vi.fn(() => ({ data: [] })),
    useRecordStoryView: vi.fn(),
    useAuth: vi.fn((selector: (state: typeof authState) => unknown) => selector(authState)),
    toast: { success: vi.fn(), error: vi.fn() },
    RemoteMount: ({ remote, module, props }: { remote: string; module: string; props?: object }) => (
      <div data-testid={`remote-${remote}-${module}`} data-props={JSON.stringify(props ?? {})} />
    ),
  };
}
