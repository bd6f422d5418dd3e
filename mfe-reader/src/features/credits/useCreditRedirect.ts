import { getSupabase, isSlug, type CreditKind } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';

const REDIRECT_RPC = { topic: 'topic_redirect', author: 'author_redirect' } as const;

/** The current slug an old topic or author slug leads to (renamed or merged; decision 185), or null. */
export async function fetchCreditRedirect(kind: CreditKind, oldSlug: string): Promise<string | null> {
  const { data, error } = await getSupabase().rpc(REDIRECT_RPC[kind], { old_slug: oldSlug });
  if (error) throw error;
  return typeof data === 'string' && isSlug(data) && data !== oldSlug ? data : null;
}

/**
 * Asked only once a topic or author page found nobody: an in-app link to an old slug (a full load
 * is redirected by the server). Never during a server render, where queries do not fetch: the 404
 * page renders, and hydrates the same.
 */
export function useCreditRedirect(kind: CreditKind, oldSlug: string, enabled: boolean): string | null {
  const { data } = useQuery({
    queryKey: ['stories', `${kind}-redirect`, oldSlug] as const,
    queryFn: () => fetchCreditRedirect(kind, oldSlug),
    enabled,
  });
  return enabled ? (data ?? null) : null;
}
