import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterStartup } from '../startup/startupWork.ts';
import { getSupabase } from '../supabase/client.ts';
import type { TableChange, TableChangeListener } from './tableChannel.ts';

interface StoryChannel {
  listeners: Set<TableChangeListener>;
  client: SupabaseClient | null;
  channel: RealtimeChannel | null;
  cancelOpen: () => void;
}

/** One channel per story, shared by everything on the page that follows it (ref-counted). */
const storyChannels = new Map<string, StoryChannel>();

function openChannel(client: SupabaseClient, storyId: string, listeners: Set<TableChangeListener>) {
  const filter = `story_id=eq.${storyId}`;
  const notify = (change: TableChange) => {
    for (const listener of listeners) listener(change);
  };
  return client
    .channel(`public:live_posts:${storyId}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'live_posts', filter }, notify)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'live_posts', filter }, notify)
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'live_posts' }, notify)
    .subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        console.error('Realtime subscription to live_posts failed', status, error);
      }
    });
}

/**
 * One story's live_posts changes: inserts and updates filtered to the story on the server, and
 * deletes unfiltered (hosted Realtime does not filter DELETEs; they carry only the id, and the
 * listener ignores ids it does not show). Delivery follows RLS: a reader gets the posts of a
 * public live blog only (supabase/migrations/20261127120000_live_blogs.sql).
 * Listeners of one story share one channel: a page costs the server one subscriber whatever
 * follows the story on it. As for table channels, a hydrating page opens it after start-up work.
 */
export function subscribeToLivePosts(
  storyId: string,
  listener: TableChangeListener,
  client?: SupabaseClient,
): () => void {
  let entry = storyChannels.get(storyId);
  if (!entry) {
    const created: StoryChannel = { listeners: new Set(), client: null, channel: null, cancelOpen: () => {} };
    created.cancelOpen = afterStartup(() => {
      created.client = client ?? getSupabase();
      created.channel = openChannel(created.client, storyId, created.listeners);
    });
    entry = created;
    storyChannels.set(storyId, created);
  }
  const current = entry;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || storyChannels.get(storyId) !== current) return;
    storyChannels.delete(storyId);
    current.cancelOpen();
    if (current.client && current.channel) void current.client.removeChannel(current.channel);
  };
}
