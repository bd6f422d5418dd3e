import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSecondsUntilNextPublication, publicationDelay, usePublicationClock } from './usePublicationClock.ts';

const fake = vi.hoisted(() => {
  const handlers: Array<(change: unknown) => void> = [];
  const channel = {
    on: (_type: string, _filter: unknown, handler: (change: unknown) => void) => {
      handlers.push(handler);
      return channel;
    },
    subscribe: () => channel,
  };
  const answers: Array<number | null> = [];
  const client = {
    channel: vi.fn(() => channel),
    removeChannel: vi.fn(async () => 'ok'),
    rpc: vi.fn(async () => ({ data: answers.shift() ?? null, error: null })),
  };
  return { handlers, client, answers };
});

vi.mock('../supabase/client.ts', () => ({ getSupabase: () => fake.client as unknown as SupabaseClient }));

function Clock() {
  usePublicationClock(['stories']);
  return null;
}

describe('publicationDelay', () => {
  it('waits the remaining time from when the answer was fetched, plus a small margin', () => {
    expect(publicationDelay(60, 1_000, 31_000)).toBe(30_750);
    expect(publicationDelay(1, 0, 10_000)).toBe(0);
    expect(publicationDelay(90 * 24 * 3600, 0, 0)).toBe(3_600_000);
  });
});

describe('fetchSecondsUntilNextPublication', () => {
  it('treats a failure as nothing scheduled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = { rpc: async () => ({ data: null, error: { message: 'missing' } }) } as unknown as SupabaseClient;
    expect(await fetchSecondsUntilNextPublication(client)).toBeNull();
  });
});

describe('usePublicationClock', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('refreshes the list when the next scheduled item is due, then asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fake.answers.push(60, null);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <Clock />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(fake.client.rpc).toHaveBeenCalledTimes(1));
    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['stories'] });
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['stories'] });
    await vi.waitFor(() => expect(fake.client.rpc).toHaveBeenCalledTimes(2));
  });

  it('asks again when the schedule changes (realtime signal)', async () => {
    fake.client.rpc.mockClear();
    fake.answers.push(null, 120);
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <Clock />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(fake.client.rpc).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(queryClient.getQueryState(['publication-clock'])?.status).toBe('success'));
    act(() => fake.handlers.at(-1)?.({ eventType: 'UPDATE' }));
    await vi.waitFor(() => expect(fake.client.rpc).toHaveBeenCalledTimes(2));
  });
});
