// @vitest-environment happy-dom
import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFront } from './useFront.ts';

const fake = vi.hoisted(() => {
  const handlers = new Map<string, (change: unknown) => void>();
  const channelFor = (topic: string) => {
    const channel = {
      on: (_type: string, _filter: unknown, handler: (change: unknown) => void) => {
        handlers.set(topic, handler);
        return channel;
      },
      subscribe: () => channel,
    };
    return channel;
  };
  const rpc = vi.fn(async (_name: string) => ({ data: null, error: null }));
  const client = {
    channel: vi.fn(channelFor),
    removeChannel: vi.fn(async () => 'ok'),
    rpc,
    storage: { from: () => ({ getPublicUrl: (path: string) => ({ data: { publicUrl: path } }) }) },
  };
  return { handlers, client, rpc };
});

vi.mock('../supabase/client.ts', () => ({ getSupabase: () => fake.client as unknown as SupabaseClient }));

function Front() {
  useFront('uk');
  return null;
}

const frontReads = () => fake.rpc.mock.calls.filter(([name]) => name === 'front_for_edition').length;
const signal = (edition: string) =>
  fake.handlers.get('public:front_signals:changes')?.({ eventType: 'UPDATE', new: { edition }, old: {} });

describe('useFront', () => {
  afterEach(cleanup);

  it("reads the front again when its edition's front signal moves, not another edition's", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Front />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(frontReads()).toBe(1));

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    signal('zimbabwe');
    expect(invalidate).not.toHaveBeenCalled();
    signal('uk');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['stories', 'front', 'uk'] });
    await waitFor(() => expect(frontReads()).toBe(2));
    expect(fake.client.channel).toHaveBeenCalledWith('public:front_signals:changes', { config: { private: true } });
  });
});
