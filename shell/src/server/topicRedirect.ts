import { getSupabase, isSlug, type PortalClient } from '@newsroom/shared';
import { SITE_KEY, surrogateKeyHeaders } from './pageCache/surrogateKeys.ts';
import { PUBLIC_PAGE_CACHE } from './renderPage.tsx';

/**
 * A renamed or merged topic's old address answers 301 with the topic's address now, on the full and
 * the lite site (decision 185). Asked only when the slug found no topic (the 404 path), so a live
 * topic's page costs nothing more.
 */

/** A topic page's path: /topic/{slug} or /lite/topic/{slug}. */
const TOPIC_PATH = /^(\/lite)?\/topic\/([a-z0-9-]+)$/;

/** Every change of a tag (rename, merge, a new topic taking an old slug) purges `list:tags`. */
export const TOPIC_REDIRECT_KEYS = [SITE_KEY, 'list:tags'] as const;

export type TopicLookup = (oldSlug: string) => Promise<string | null>;

/** The current slug an old topic slug leads to, as anonymous readers see it; null if none or on failure. */
export async function lookUpTopicRedirect(oldSlug: string, client?: PortalClient): Promise<string | null> {
  try {
    const { data, error } = await (client ?? getSupabase()).rpc('topic_redirect', { old_slug: oldSlug });
    if (error) return null;
    return typeof data === 'string' && isSlug(data) && data !== oldSlug ? data : null;
  } catch {
    // The backend unreachable: the page stays the 404 it was.
    return null;
  }
}

/** Where a topic URL moved (same site and query), or null when it is not a topic URL or has not moved. */
export async function movedTopicLocation(url: URL, lookUp: TopicLookup = lookUpTopicRedirect): Promise<string | null> {
  const match = TOPIC_PATH.exec(url.pathname);
  if (!match) return null;
  const current = await lookUp(match[2]);
  if (!current) return null;
  return `${match[1] ?? ''}/topic/${current}${url.search}`;
}

/** A permanent redirect the page cache keeps, purged with the topics. */
export function permanentRedirect(location: string, htmlHeaders: Readonly<Record<string, string>> = {}): Response {
  return new Response(null, {
    status: 301,
    headers: {
      ...htmlHeaders,
      Location: location,
      'Cache-Control': PUBLIC_PAGE_CACHE,
      ...surrogateKeyHeaders(TOPIC_REDIRECT_KEYS),
    },
  });
}
