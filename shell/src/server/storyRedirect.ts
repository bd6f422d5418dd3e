// Not the package's index: the page cache's thread never loads React (server/index.ts).
import { listKey, SITE_KEY, surrogateKeyHeaders } from './pageCache/surrogateKeys.ts';
import type { SettingsEndpoint } from './siteDefaultEdition.ts';

/**
 * A story's address is /story/{slug} (decision 206). Its id (the spec's /story/:id) and every
 * slug it had answer 301 to it, on the full and the lite site, from the page cache's thread: no
 * render, one call to the backend per address until a purge, then the page cache answers it. The
 * redirect is purged with the story lists (`list:news_stories`), which a rename, a publication, an
 * unpublication or a trash purges, and not by the story's edits (its row key): under a surge the
 * story is corrected every few seconds while its old address keeps being asked.
 */

/** A story page's path: /story/{address} or /lite/story/{address}. */
const STORY_PATH = /^(\/lite)?\/story\/([^/]+)$/;

/** As pages are cached: a CDN for a minute, stale while it refreshes; browsers ask again. */
const REDIRECT_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** What changes where an address leads: a rename (story_slugs purges it), a story made public or not. */
const REDIRECT_KEYS = [SITE_KEY, listKey('news_stories')];
/** A lookup that takes longer is abandoned: the page renders (and redirects in the browser). */
const LOOKUP_TIMEOUT_MS = 1_000;

/** What an address names, as story_address() answers readers. */
export interface StoryAddress {
  storyId: string;
  slug: string;
  /** In the trash: its page answers 410 (decision 195), never a redirect. */
  gone: boolean;
}

export type StoryAddressLookup = (address: string) => Promise<StoryAddress | null>;

function storyAddressOf(row: unknown): StoryAddress | null {
  if (typeof row !== 'object' || row === null) return null;
  const { story_id: storyId, slug, gone } = row as Record<string, unknown>;
  if (typeof storyId !== 'string' || typeof slug !== 'string' || !slug) return null;
  return { storyId, slug, gone: gone === true };
}

/** story_address() through the REST API with the public key; null when none, or on any failure. */
export function storyAddressLookup(endpoint: SettingsEndpoint, fetcher: typeof fetch = fetch): StoryAddressLookup {
  const headers = {
    apikey: endpoint.supabaseAnonKey,
    Authorization: `Bearer ${endpoint.supabaseAnonKey}`,
    'Content-Type': 'application/json',
  };
  return async (address) => {
    try {
      const url = `${endpoint.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/story_address`;
      const response = await fetcher(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ address }),
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const rows: unknown = await response.json();
      return Array.isArray(rows) ? storyAddressOf(rows[0]) : null;
    } catch {
      // The backend unreachable: the page renders as it would have.
      return null;
    }
  };
}

/** The address in a story path, decoded; null for any other path or a malformed escape. */
function addressIn(pathname: string): { lite: string; address: string } | null {
  const match = STORY_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { lite: match[1] ?? '', address: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** The 301 from a story's id or old slug to its address, or null when the path is its address or no story's. */
export async function storyRedirect(
  url: URL,
  lookUp: StoryAddressLookup,
  htmlHeaders: Readonly<Record<string, string>> = {},
): Promise<Response | null> {
  const path = addressIn(url.pathname);
  if (!path) return null;
  const found = await lookUp(path.address);
  if (!found || found.gone || found.slug === path.address) return null;
  return new Response(null, {
    status: 301,
    headers: {
      ...htmlHeaders,
      Location: `${path.lite}/story/${encodeURIComponent(found.slug)}${url.search}`,
      'Cache-Control': REDIRECT_CACHE,
      ...surrogateKeyHeaders(REDIRECT_KEYS),
    },
  });
}
