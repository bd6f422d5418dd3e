import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/client.ts';
import type { TableChange, TableChangeListener } from './tableChannel.ts';

/** Something on the page that follows one story's posts. */
export interface LivePostsFollower {
  /** Each change of the story's posts, as the server sends it. */
  onChange: TableChangeListener;
  /** Each time the channel joins or rejoins: what changed before then was not heard, so catch up. */
  onJoin?: () => void;
}

interface StoryChannel {
  followers: Set<LivePostsFollower>;
  client: SupabaseClient;
  channel: RealtimeChannel;
}

/** One channel per story, shared by everything on the page that follows it (ref-counted). */
const storyChannels = new Map<string, StoryChannel>();

function openChannel(client: SupabaseClient, storyId: string, followers: Set<LivePostsFollower>) {
  const filter = `story_id=eq.${storyId}`;
  const notify = (change: TableChange) => {
    for (const follower of followers) follower.onChange(change);
  };
  // A post moved to the trash: readers can no longer see its row, so its tombstone tells them.
  const removed = (change: TableChange) =>
    notify({ ...change, eventType: 'DELETE', new: {}, old: { id: (change.new as { post_id?: string }).post_id } });
  return client
    .channel(`public:live_posts:${storyId}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'live_posts', filter }, notify)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'live_posts', filter }, notify)
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'live_posts' }, notify)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'live_post_removals', filter }, removed)
    .subscribe((status, error) => {
      if (status === 'SUBSCRIBED') for (const follower of followers) follower.onJoin?.();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        console.error('Realtime subscription to live_posts failed', status, error);
      }
    });
}

/**
 * One story's live_posts changes: inserts and updates filtered to the story on the server, and
 * deletes unfiltered (hosted Realtime does not filter DELETEs; they carry only the id, and the
 * listener ignores ids it does not show); a post moved to the trash comes as a DELETE too, from its
 * tombstone in live_post_removals (decision 195). Delivery follows RLS: a reader gets the posts of a
 * public live blog only (supabase/migrations/20261127120000_live_blogs.sql).
 * Followers of one story share one channel: a page costs the server one subscriber whatever
 * follows the story on it. It opens at once, even while the page hydrates (unlike table
 * channels). A post made between the server's render and the join is not heard: each join calls
 * the followers' `onJoin` so they fetch what they missed (the page may also come from a cache).
 */
export function subscribeToLivePosts(
  storyId: string,
  follower: LivePostsFollower,
  client?: SupabaseClient,
): () => void {
  let entry = storyChannels.get(storyId);
  if (!entry) {
    const followers = new Set<LivePostsFollower>();
    const chosen = client ?? getSupabase();
    entry = { followers, client: chosen, channel: openChannel(chosen, storyId, followers) };
    storyChannels.set(storyId, entry);
  }
  const current = entry;
  current.followers.add(follower);
  return () => {
    current.followers.delete(follower);
    if (current.followers.size > 0 || storyChannels.get(storyId) !== current) return;
    storyChannels.delete(storyId);
    void current.client.removeChannel(current.channel);
  };
}
