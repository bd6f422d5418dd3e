import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { isRowId } from '../model/rowId.ts';
import { LIVE_POST_COLUMNS, mapLivePostRow, type LivePost, type LivePostRow } from '../model/livePost.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';

/** Posts per page: the server renders the first page, "Load older posts" fetches the next. */
export const LIVE_PAGE_SIZE = 20;
export const LIVE_POSTS_LOAD_ERROR = 'Failed to load live updates';

/** One page of a live blog, newest first; `next` is the published_at the next page starts below. */
export interface LivePostsPage {
  posts: LivePost[];
  next: string | null;
}

export interface LiveHighlights {
  pinned: LivePost | null;
  keyEvents: LivePost[];
}

const mapRows = (rows: unknown[] | null) =>
  (rows ?? []).flatMap((row) => {
    const post = mapLivePostRow(row as LivePostRow);
    return post ? [post] : [];
  });

/** A story's unpinned posts, newest first (the id breaks ties, as compareLivePosts does). */
function unpinnedPosts(client: PortalClient, storyId: string) {
  return client
    .from('live_posts')
    .select(LIVE_POST_COLUMNS)
    .eq('story_id', storyId)
    .eq('is_pinned', false)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false });
}

/** The unpinned posts older than `before` (the newest when null), one page and one more row. */
export async function fetchLivePostsPage(
  storyId: string,
  before: string | null,
  client: PortalClient = getSupabase(),
): Promise<LivePostsPage> {
  if (!isRowId(storyId)) return { posts: [], next: null };
  let query = unpinnedPosts(client, storyId).limit(LIVE_PAGE_SIZE + 1);
  if (before) query = query.lt('published_at', before);
  const { data, error } = await query;
  if (error) failLoad(LIVE_POSTS_LOAD_ERROR, error);
  const rows = (data ?? []) as LivePostRow[];
  const hasMore = rows.length > LIVE_PAGE_SIZE;
  const page = rows.slice(0, LIVE_PAGE_SIZE);
  // The row's own text, not the mapped ISO string: PostgreSQL keeps microseconds.
  return { posts: mapRows(page), next: hasMore ? (page.at(-1)?.published_at ?? null) : null };
}

/**
 * The unpinned posts published after `since` (all of the newest page when null), newest first:
 * what a page catches up with when its channel joins.
 */
export async function fetchLivePostsSince(
  storyId: string,
  since: string | null,
  client: PortalClient = getSupabase(),
): Promise<LivePost[]> {
  if (!since) return (await fetchLivePostsPage(storyId, null, client)).posts;
  if (!isRowId(storyId)) return [];
  const { data, error } = await unpinnedPosts(client, storyId).gt('published_at', since).limit(LIVE_PAGE_SIZE);
  if (error) failLoad(LIVE_POSTS_LOAD_ERROR, error);
  return mapRows(data);
}

/** The pinned post and every key event (their titles and times: the jump list). */
export async function fetchLiveHighlights(
  storyId: string,
  client: PortalClient = getSupabase(),
): Promise<LiveHighlights> {
  if (!isRowId(storyId)) return { pinned: null, keyEvents: [] };
  const posts = () => client.from('live_posts').select(LIVE_POST_COLUMNS).eq('story_id', storyId);
  const [pinned, keyEvents] = await Promise.all([
    posts().eq('is_pinned', true).maybeSingle(),
    posts().eq('is_key_event', true).order('published_at', { ascending: false }).limit(50),
  ]);
  if (pinned.error) failLoad(LIVE_POSTS_LOAD_ERROR, pinned.error);
  if (keyEvents.error) failLoad(LIVE_POSTS_LOAD_ERROR, keyEvents.error);
  return { pinned: mapRows(pinned.data ? [pinned.data] : [])[0] ?? null, keyEvents: mapRows(keyEvents.data) };
}

export function livePostsQuery(storyId: string, client?: PortalClient) {
  return infiniteQueryOptions({
    queryKey: queryKeys.livePosts(storyId),
    queryFn: ({ pageParam }) => fetchLivePostsPage(storyId, pageParam, client),
    initialPageParam: null as string | null,
    getNextPageParam: (last: LivePostsPage) => last.next,
    meta: { errorMessage: LIVE_POSTS_LOAD_ERROR },
  });
}

export function liveHighlightsQuery(storyId: string, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.liveHighlights(storyId),
    queryFn: () => fetchLiveHighlights(storyId, client),
    meta: { errorMessage: LIVE_POSTS_LOAD_ERROR },
  });
}
