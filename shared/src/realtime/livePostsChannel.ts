import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/client.ts';
import type { TableChangeListener } from './tableChannel.ts';

/**
 * One story's live_posts changes: inserts and updates filtered to the story on the server, and
 * deletes unfiltered (hosted Realtime does not filter DELETEs; they carry only the id, and the
 * listener ignores ids it does not show). Delivery follows RLS: a reader gets the posts of a
 * public live blog only (supabase/migrations/20261127120000_live_blogs.sql).
 */
export function subscribeToLivePosts(
  storyId: string,
  listener: TableChangeListener,
  client: SupabaseClient = getSupabase(),
): () => void {
  const filter = `story_id=eq.${storyId}`;
  const channel = client
    .channel(`public:live_posts:${storyId}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'live_posts', filter }, listener)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'live_posts', filter }, listener)
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'live_posts' }, listener)
    .subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        console.error('Realtime subscription to live_posts failed', status, error);
      }
    });
  return () => void client.removeChannel(channel);
}
