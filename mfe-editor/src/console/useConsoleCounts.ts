import { failLoad, getSupabase, useRealtimeInvalidation, type PortalClient } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../lib/editorKeys.ts';
import { EDITOR_ESSAYS_LOAD_ERROR } from '../features/essays/useEditorEssays.ts';
import { whereStatus, type StatusFilter } from '../lib/editorialStatus.ts';
import { EDITOR_STORIES_LOAD_ERROR } from '../features/stories/useEditorStories.ts';

export interface StoryCounts {
  published: number;
  scheduled: number;
  drafts: number;
}

type CountResult = PromiseLike<{ count: number | null; error: unknown }>;

async function countOf(request: CountResult, message: string): Promise<number> {
  const { count, error } = await request;
  if (error) failLoad(message, error);
  return count ?? 0;
}

/** Head-only counts by editorial status (no rows travel), as the list's filters tell them apart. */
export async function fetchStoryCounts(client: PortalClient = getSupabase(), now = new Date()): Promise<StoryCounts> {
  const stories = (status: StatusFilter) =>
    countOf(
      whereStatus(client.from('news_stories').select('id', { count: 'exact', head: true }), status, now),
      EDITOR_STORIES_LOAD_ERROR,
    );
  const [published, scheduled, drafts] = await Promise.all([
    stories('published'),
    stories('scheduled'),
    stories('draft'),
  ]);
  return { published, scheduled, drafts };
}

/** Every photo essay the editor may see, drafts too (what the essay list's "All" counts). */
export async function fetchEssayCount(client: PortalClient = getSupabase()): Promise<number> {
  return countOf(client.from('photo_essays').select('id', { count: 'exact', head: true }), EDITOR_ESSAYS_LOAD_ERROR);
}

/** The sum of every story's views (admins' card): a database function, since no row list can add it up. */
export async function fetchStoryViewTotal(client: PortalClient = getSupabase()): Promise<number> {
  const { data, error } = await client.rpc('story_view_total');
  if (error) failLoad(EDITOR_STORIES_LOAD_ERROR, error);
  return typeof data === 'number' ? data : Number(data ?? 0);
}

/** The stat cards' story counts, refreshed on realtime changes of news_stories (throttled). */
export function useStoryCounts() {
  useRealtimeInvalidation('news_stories', editorKeys.storyCounts);
  return useQuery({
    queryKey: editorKeys.storyCounts,
    queryFn: () => fetchStoryCounts(),
    meta: { errorMessage: EDITOR_STORIES_LOAD_ERROR },
  });
}

export function useEssayCount() {
  useRealtimeInvalidation('photo_essays', editorKeys.essayCount);
  return useQuery({
    queryKey: editorKeys.essayCount,
    queryFn: () => fetchEssayCount(),
    meta: { errorMessage: EDITOR_ESSAYS_LOAD_ERROR },
  });
}

const ONE_MINUTE = 60_000;

/**
 * Views change with every reader's visit: the card is a figure of the day, read when the console
 * opens and at most once a minute after, not on each realtime change (each view is one).
 */
export function useStoryViewTotal(enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.storyViewTotal,
    queryFn: () => fetchStoryViewTotal(),
    enabled,
    staleTime: ONE_MINUTE,
    refetchInterval: enabled ? ONE_MINUTE : false,
    // A view count that cannot be read is only logged (docs/product/messages.md#silent-failures).
  });
}
