import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/authStore.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { logLoadError } from './logLoadError.ts';

/**
 * The view counts of the stories a list shows: `news_stories.view_count` by id. Lists do not select
 * it themselves: it is a computed field (decision 136), which PostgreSQL computes for every row a
 * page reads past as well (a category's page 201 skips 4,800), and only admins see counts on cards
 * (docs/product/roles.md#admin). A failure is only logged and reads as 0 (docs/product/messages.md).
 */
export async function fetchStoryViewCounts(
  ids: readonly string[],
  client: PortalClient = getSupabase(),
): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const { data, error } = await client
    .from('news_stories')
    .select('id, view_count')
    .in('id', [...ids]);
  if (error) {
    logLoadError('Failed to load story view counts', error);
    return Object.fromEntries(ids.map((id) => [id, 0]));
  }
  return Object.fromEntries((data ?? []).map((row) => [row.id, row.view_count ?? 0]));
}

/** Counts by story id for admins (asked once the list is known); undefined for everyone else. */
export function useStoryViewCounts(stories: readonly { id: string }[]): Record<string, number> | undefined {
  const isAdmin = useAuth((state) => state.isAdmin);
  const ids = stories.map((story) => story.id).sort();
  const { data } = useQuery({
    queryKey: queryKeys.storyViewCounts(ids),
    queryFn: () => fetchStoryViewCounts(ids),
    enabled: isAdmin && ids.length > 0,
  });
  return isAdmin ? data : undefined;
}
