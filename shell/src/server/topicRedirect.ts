import { getSupabase, isSlug, type PortalClient } from '@newsroom/shared';
import { SITE_KEY, surrogateKeyHeaders } from './pageCache/surrogateKeys.ts';
import { PUBLIC_PAGE_CACHE } from './renderPage.tsx';

/**
 * A renamed or merged topic's old address, and a renamed author's, answers 301 with the address
 * now, on the full and the lite site (decision 185). Asked only when the slug found nothing (the
 * 404 path), so a live topic's or author's page costs nothing more.
 */

export type CreditKind = 'topic' | 'author';

/** A credit page's path: /topic/{slug}, /author/{slug}, or either under /lite. */
const CREDIT_PATH = /^(\/lite)?\/(topic|author)\/([a-z0-9-]+)$/;

const REDIRECT_RPC = { topic: 'topic_redirect', author: 'author_redirect' } as const;

/** Every change of a tag (rename, merge, a new topic taking an old slug) purges `list:tags`. */
export const TOPIC_REDIRECT_KEYS = [SITE_KEY, 'list:tags'] as const;
/** Every change of an author (rename, another author taking an old slug) purges `list:authors`. */
export const AUTHOR_REDIRECT_KEYS = [SITE_KEY, 'list:authors'] as const;

export type CreditLookup = (kind: CreditKind, oldSlug: string) => Promise<string | null>;

/** The current slug an old topic or author slug leads to, as anonymous readers see it; null if none or on failure. */
export async function lookUpCreditRedirect(
  kind: CreditKind,
  oldSlug: string,
  client?: PortalClient,
): Promise<string | null> {
  try {
    const { data, error } = await (client ?? getSupabase()).rpc(REDIRECT_RPC[kind], { old_slug: oldSlug });
    if (error) return null;
    return typeof data === 'string' && isSlug(data) && data !== oldSlug ? data : null;
  } catch {
    // The backend unreachable: the page stays the 404 it was.
    return null;
  }
}

/** Where a topic or author URL moved (same site and query), or null when it is neither or has not moved. */
export async function movedCreditLocation(
  url: URL,
  lookUp: CreditLookup = lookUpCreditRedirect,
): Promise<string | null> {
  const match = CREDIT_PATH.exec(url.pathname);
  if (!match) return null;
  const kind = match[2] as CreditKind;
  const current = await lookUp(kind, match[3]);
  if (!current) return null;
  return `${match[1] ?? ''}/${kind}/${current}${url.search}`;
}

/** The answerers' name for it, from when only topics moved. */
export const movedTopicLocation = movedCreditLocation;

/** A redirect is purged with what it leads to: a topic with the topics, an author with the authors. */
function redirectKeysFor(location: string): readonly string[] {
  return /^(\/lite)?\/author\//.test(location) ? AUTHOR_REDIRECT_KEYS : TOPIC_REDIRECT_KEYS;
}

/** A permanent redirect the page cache keeps, purged with the topics or authors it leads to. */
export function permanentRedirect(location: string, htmlHeaders: Readonly<Record<string, string>> = {}): Response {
  return new Response(null, {
    status: 301,
    headers: {
      ...htmlHeaders,
      Location: location,
      'Cache-Control': PUBLIC_PAGE_CACHE,
      ...surrogateKeyHeaders(redirectKeysFor(location)),
    },
  });
}
