import type { PortalClient } from '../supabase/client.ts';
import { duePublishedFilter } from './duePublished.ts';

export const STORIES_LOAD_ERROR = 'Failed to load stories';

/**
 * Published, due stories newest first (published_at, then created_at): the order of every public
 * list, served by the partial index news_stories_published_idx (and the category index when a
 * page filters by category). Editors' sessions may read scheduled rows too; public pages show only
 * what is due.
 */
export function publishedStories(client: PortalClient, columns: string) {
  return client
    .from('news_stories')
    .select(columns)
    .eq('status', 'published')
    .or(duePublishedFilter())
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false });
}
