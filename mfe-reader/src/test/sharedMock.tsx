import type { AuthState } from '@newsroom/shared';
import { mockSharedPerWorker } from '@newsroom/shared/testing';
import { vi } from 'vitest';

/** Auth state the mocked useAuth selects from; tests set `session` to sign a user in. */
export const authState: Pick<AuthState, 'session' | 'isAdmin'> = { session: null, isAdmin: false };

/** View counts by story id that the mocked useStoryViewCounts gives admins (decision 136). */
export const viewCounts: Record<string, number> = {};

const pending = { data: undefined, isPending: true, isError: false, error: null };
const loaded = (data: unknown) => ({ data, isPending: false, isError: false, error: null });

/**
 * vi.mock factory for @newsroom/shared: the real module with its data hooks replaced, so pages
 * render against whatever each test puts in the mocks.
 */
export const mockShared = mockSharedPerWorker(
  () => ({
    // Each page's own data waits (pending) until a test gives it some; the lists beside it are empty.
    useFront: vi.fn(() => pending),
    useStory: vi.fn(() => pending),
    useStoryPreview: vi.fn(() => pending),
    useCategoryStories: vi.fn(() => pending),
    useLatestStories: vi.fn(() => pending),
    useCorrectionsPage: vi.fn(() => pending),
    useRelatedStories: vi.fn(() => loaded([])),
    useStoryCards: vi.fn(() => loaded([])),
    useSearch: vi.fn(() => loaded({ hits: [], total: 0 })),
    usePhotoEssays: vi.fn(() => loaded([])),
    useAdvertisements: vi.fn(() => ({ data: [] })),
    useRecordStoryView: vi.fn(),
    // A live blog with no posts yet, unless a test gives it some.
    useLiveBlog: vi.fn(() => ({
      pinned: null,
      posts: [],
      keyEvents: [],
      held: [],
      hasOlder: false,
      isError: false,
      isLoadingOlder: false,
      loadOlder: vi.fn(),
      reveal: vi.fn(),
    })),
    useStoryViewCounts: vi.fn((stories: readonly { id: string }[]) =>
      authState.isAdmin ? Object.fromEntries(stories.map((story) => [story.id, viewCounts[story.id] ?? 0])) : undefined,
    ),
    useAuth: vi.fn((selector: (state: typeof authState) => unknown) => selector(authState)),
    toast: { success: vi.fn(), error: vi.fn() },
    RemoteMount: ({ remote, module, props }: { remote: string; module: string; props?: object }) => (
      <div data-testid={`remote-${remote}-${module}`} data-props={JSON.stringify(props ?? {})} />
    ),
  }),
  () => {
    Object.assign(authState, { session: null, isAdmin: false });
    for (const id of Object.keys(viewCounts)) delete viewCounts[id];
  },
);
