import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdStartupWork, releaseStartupWork } from '../startup/startupWork.ts';
import { subscribeToTable } from './tableChannel.ts';

function fakeClient() {
  const joins: ((status: string) => void)[] = [];
  const channel = {
    on: () => channel,
    subscribe: (callback: (status: string) => void) => {
      joins.push(callback);
      return channel;
    },
  };
  return {
    channel: vi.fn(() => channel),
    removeChannel: vi.fn(async () => 'ok'),
    /** What the realtime client reports as the channel's state (SUBSCRIBED on each join). */
    report: (status: string) => joins.forEach((callback) => callback(status)),
  };
}

describe('subscribeToTable while a page hydrates', () => {
  afterEach(async () => releaseStartupWork());

  it('opens the channel once start-up work is released, not before', async () => {
    const client = fakeClient();
    holdStartupWork();
    const stop = subscribeToTable('live_feeds', () => undefined, client as unknown as SupabaseClient);
    expect(client.channel).not.toHaveBeenCalled();
    await releaseStartupWork();
    expect(client.channel).toHaveBeenCalledWith('public:live_feeds:changes', { config: { private: true } });
    stop();
    expect(client.removeChannel).toHaveBeenCalledOnce();
  });

  it('never opens a channel whose last listener left before the release', async () => {
    const client = fakeClient();
    holdStartupWork();
    subscribeToTable('news_stories', () => undefined, client as unknown as SupabaseClient)();
    await releaseStartupWork();
    expect(client.channel).not.toHaveBeenCalled();
    expect(client.removeChannel).not.toHaveBeenCalled();
  });

  it('tells its listeners at each join, so that they reload what changed before it', async () => {
    const client = fakeClient();
    const joined = vi.fn();
    const stop = subscribeToTable('live_feeds', () => undefined, client as unknown as SupabaseClient, joined);
    await releaseStartupWork();
    expect(joined).not.toHaveBeenCalled();
    client.report('SUBSCRIBED');
    client.report('CLOSED');
    client.report('SUBSCRIBED');
    expect(joined).toHaveBeenCalledTimes(2);
    stop();
  });
});
