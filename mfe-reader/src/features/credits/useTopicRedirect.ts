import { getSupabase, isSlug } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';

/** The current slug an old topic slug leads to (renamed or merged; decision 185), or null. */
export async function fetchTopicRedirect(oldSlug: string): Promise<string | null> {
  const { data, error } = await getSupabase().rpc('topic_redirect', { old_slug: oldSlug });
  if (error) throw error;
  return typeof data === 'string' && isSlug(data) && data !== oldSlug ? data : null;
}

/**
 * Asked only once a topic page found no topic: an in-app link to an old slug (a full load is
 * redirected by the server). Never during a server render, where queries do not fetch: the 404
 * page renders, and hydrates the same.
 */
export function useTopicRedirect(oldSlug: string, enabled: boolean): string | null {
  const { data } = useQuery({
    queryKey: ['stories', 'topic-redirect', oldSlug] as const,
    queryFn: () => fetchTopicRedirect(oldSlug),
    enabled,
  });
  return enabled ? (data ?? null) : null;
}
