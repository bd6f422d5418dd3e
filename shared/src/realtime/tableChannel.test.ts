import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdStartupWork, releaseStartupWork } from '../startup/startupWork.ts';
import { subscribeToTable } from './tableChannel.ts';

function fakeClient() {
  const channel = { on: () => channel, subscribe: () => channel };
  return {
    channel: vi.fn(() => channel),
    removeChannel: vi.fn(async () => 'ok'),
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
});
