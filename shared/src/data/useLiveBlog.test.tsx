import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TableChangeListener } from '../realtime/tableChannel.ts';
import { fakePostgrest } from './fakePostgrest.ts';
import { useLiveBlog } from './useLiveBlog.ts';

const STORY = 'a1000000-0000-4000-8000-000000000017';

/**
 * A client whose reads answer `state.rows` and whose channels are counted; `emit` plays a change,
 * `join` the channel's join.
 */
const fake = vi.hoisted(() => {
  const state = {
    listeners: [] as TableChangeListener[],
    removals: [] as TableChangeListener[],
    onStatus: [] as ((status: string) => void)[],
    reads: { data: [] as unknown[] },
  };
  const channel = {
    on: (_type: string, filter: { table: string }, listener: TableChangeListener) => {
      (filter.table === 'live_post_removals' ? state.removals : state.listeners).push(listener);
      return channel;
    },
    subscribe: (onStatus: (status: string) => void) => {
      state.onStatus.push(onStatus);
      return channel;
    },
  };
  return {
    state,
    channel: vi.fn(() => channel),
    removeChannel: vi.fn(async () => 'ok'),
    emit: (change: unknown) => state.listeners.at(-1)?.(change as never),
    /** A tombstone's insert: the desk moved a post to the trash (decision 195). */
    emitRemoval: (row: unknown) => state.removals.at(-1)?.({ eventType: 'INSERT', new: row, old: {} } as never),
    join: () => state.onStatus.at(-1)?.('SUBSCRIBED'),
  };
});

vi.mock('../supabase/client.ts', () => ({
  getSupabase: () => ({
    ...fakePostgrest(fake.state.reads).client,
    channel: fake.channel,
    removeChannel: fake.removeChannel,
  }),
}));

function renderTwoFollowers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // What a page does: the blog itself and another part (a status line) following the same story,
  // each re-rendering with fresh options objects.
  return renderHook(
    ({ tick }) => [useLiveBlog(STORY, { shouldHold: () => tick < 0 }), useLiveBlog(STORY, { onNewPost: () => tick })],
    { wrapper, initialProps: { tick: 0 } },
  );
}

const row = (id: string, publishedAt = new Date().toISOString()) => ({
  id,
  story_id: STORY,
  body: `Post ${id}`,
  published_at: publishedAt,
});

const insert = (id: string) => ({ eventType: 'INSERT', new: row(id), old: {} });

describe('useLiveBlog', () => {
  it('opens one realtime channel per page, whatever follows the story and however often it renders', async () => {
    const { result, rerender, unmount } = renderTwoFollowers();
    await waitFor(() => expect(result.current[0].isPending).toBe(false));
    for (let tick = 1; tick <= 5; tick++) rerender({ tick });
    act(() => fake.emit(insert('p1')));
    act(() => fake.emit(insert('p2')));
    await waitFor(() => expect(result.current[1].posts.map((post) => post.id)).toEqual(['p2', 'p1']));
    expect(result.current[0].posts).toHaveLength(2);

    expect(fake.channel).toHaveBeenCalledOnce();
    expect(fake.channel).toHaveBeenCalledWith(`public:live_posts:${STORY}`);
    unmount();
    expect(fake.removeChannel).toHaveBeenCalledOnce();
  });

  it('catches up at the join with the posts made before it, counting only those it did not have', async () => {
    fake.state.reads.data = [row('old', '2026-11-26T09:00:00Z')];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const onNewPost = vi.fn();
    const { result, unmount } = renderHook(() => useLiveBlog(STORY, { onNewPost }), { wrapper });
    await waitFor(() => expect(result.current.posts.map((post) => post.id)).toEqual(['old']));

    // Made after the page's data was read, before the channel joined: heard of only at the join.
    fake.state.reads.data = [row('missed', '2026-11-26T09:05:00Z'), row('old', '2026-11-26T09:00:00Z')];
    act(() => fake.join());
    await waitFor(() => expect(result.current.posts.map((post) => post.id)).toEqual(['missed', 'old']));
    expect(onNewPost).toHaveBeenCalledOnce();
    expect(onNewPost).toHaveBeenCalledWith(expect.objectContaining({ id: 'missed' }));
    unmount();
    fake.state.reads.data = [];
  });

  it('drops a post the desk moved to the trash, told by its tombstone', async () => {
    const { result, unmount } = renderTwoFollowers();
    await waitFor(() => expect(result.current[0].isPending).toBe(false));
    act(() => fake.emit(insert('kept')));
    act(() => fake.emit(insert('trashed')));
    await waitFor(() => expect(result.current[0].posts.map((post) => post.id)).toEqual(['trashed', 'kept']));

    act(() => fake.emitRemoval({ post_id: 'trashed', story_id: STORY, removed_at: '2026-11-29T01:00:00Z' }));
    await waitFor(() => expect(result.current[0].posts.map((post) => post.id)).toEqual(['kept']));
    expect(result.current[1].posts.map((post) => post.id)).toEqual(['kept']);
    unmount();
  });
});
