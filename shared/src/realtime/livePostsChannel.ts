import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/client.ts';
import type { TableChange, TableChangeListener } from './tableChannel.ts';

interface StoryChannel {
  listeners: Set<TableChangeListener>;
  client: SupabaseClient;
  channel: RealtimeChannel;
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
 * follows the story on it. It opens at once, even while the page hydrates (unlike table
 * channels): a post made before the join would be missed, and a live page has nothing to catch up
 * with it.
 */
export function subscribeToLivePosts(
  storyId: string,
  listener: TableChangeListener,
  client?: SupabaseClient,
): () => void {
  let entry = storyChannels.get(storyId);
  if (!entry) {
    const listeners = new Set<TableChangeListener>();
    const chosen = client ?? getSupabase();
    entry = { listeners, client: chosen, channel: openChannel(chosen, storyId, listeners) };
    storyChannels.set(storyId, entry);
  }
  const current = entry;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || storyChannels.get(storyId) !== current) return;
    storyChannels.delete(storyId);
    void current.client.removeChannel(current.channel);
  };
}
