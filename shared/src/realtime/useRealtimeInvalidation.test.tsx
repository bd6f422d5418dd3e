// @vitest-environment happy-dom
import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableListenerCount } from '../testing/index.ts';
import type { ChangeAffects } from './storyChanges.ts';
import { subscribeToTable, type TableChange } from './tableChannel.ts';
import { REALTIME_RELOAD_WINDOW_MS, useRealtimeInvalidation } from './useRealtimeInvalidation.ts';

const fake = vi.hoisted(() => {
  const handlers: Array<(change: unknown) => void> = [];
  const channel = {
    on: (_type: string, _filter: unknown, handler: (change: unknown) => void) => {
      handlers.push(handler);
      return channel;
    },
    subscribe: () => channel,
  };
  const client = { channel: vi.fn(() => channel), removeChannel: vi.fn(async () => 'ok') };
  return { handlers, client };
});

vi.mock('../supabase/client.ts', () => ({ getSupabase: () => fake.client as unknown as SupabaseClient }));

function Watcher({ queryKey }: { queryKey: string[] }) {
  useRealtimeInvalidation('live_feeds', queryKey);
  return null;
}

function FilteredWatcher({ queryKey, affects }: { queryKey: string[]; affects: ChangeAffects }) {
  useRealtimeInvalidation('news_stories', queryKey, affects);
  return null;
}

const change = { eventType: 'INSERT', new: { id: '1' }, old: {} } as unknown as TableChange;

describe('useRealtimeInvalidation', () => {
  afterEach(cleanup);

  it('shares one channel per table among all subscribers and closes it with the last one', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrap = (children: ReactNode) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const first = render(wrap(<Watcher queryKey={['live-feeds']} />));
    const second = render(wrap(<Watcher queryKey={['live-feeds', 'breaking']} />));
    expect(fake.client.channel).toHaveBeenCalledTimes(1);
    // Private: Realtime Authorization keeps strangers' broadcasts off the readers' channel.
    expect(fake.client.channel).toHaveBeenCalledWith('public:live_feeds:changes', { config: { private: true } });
    expect(tableListenerCount('live_feeds')).toBe(2);

    fake.handlers[0](change);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['live-feeds'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['live-feeds', 'breaking'] });

    first.unmount();
    expect(fake.client.removeChannel).not.toHaveBeenCalled();
    second.unmount();
    expect(fake.client.removeChannel).toHaveBeenCalledTimes(1);
    expect(tableListenerCount('live_feeds')).toBe(0);
  });

  it('reloads at once on a change, and once more after a burst, not once per change', () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const view = render(
        <QueryClientProvider client={queryClient}>
          <Watcher queryKey={['stories']} />
        </QueryClientProvider>,
      );
      const handler = fake.handlers.at(-1)!;
      handler(change);
      expect(invalidate).toHaveBeenCalledTimes(1);

      // Story views: 50 changes within one window.
      for (let i = 0; i < 50; i += 1) handler(change);
      expect(invalidate).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(REALTIME_RELOAD_WINDOW_MS);
      expect(invalidate).toHaveBeenCalledTimes(2);

      // Quiet since: the next change reloads at once again.
      vi.advanceTimersByTime(REALTIME_RELOAD_WINDOW_MS);
      handler(change);
      expect(invalidate).toHaveBeenCalledTimes(3);

      // Unmounted with a reload pending: nothing fires afterwards.
      handler(change);
      view.unmount();
      vi.advanceTimersByTime(REALTIME_RELOAD_WINDOW_MS * 2);
      expect(invalidate).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads only for changes the affects filter accepts, given the query data', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['stories', 'story', 'a'], { id: 'a' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const affects = vi.fn<ChangeAffects>((payload) => (payload.new as { id?: string }).id === 'a');
    render(
      <QueryClientProvider client={queryClient}>
        <FilteredWatcher queryKey={['stories', 'story', 'a']} affects={affects} />
      </QueryClientProvider>,
    );
    const handler = fake.handlers.at(-1)!;

    const other = { eventType: 'UPDATE', new: { id: 'b' }, old: { id: 'b' } } as unknown as TableChange;
    handler(other);
    expect(affects).toHaveBeenCalledWith(other, { id: 'a' });
    expect(invalidate).not.toHaveBeenCalled();

    const own = { eventType: 'UPDATE', new: { id: 'a' }, old: { id: 'a' } } as unknown as TableChange;
    handler(own);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['stories', 'story', 'a'] });
  });

  it('passes the change payload to plain listeners', () => {
    const listener = vi.fn();
    const stop = subscribeToTable('sports_events', listener);
    fake.handlers.at(-1)?.(change);
    expect(listener).toHaveBeenCalledWith(change);
    stop();
  });
});
