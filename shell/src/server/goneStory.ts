import { getSupabase, type PortalClient } from '@newsroom/shared';

/**
 * A story readers could read that an editor moved to the trash answers 410 Gone, not 404, on the
 * full and the lite site (decision 195): search engines drop it at once and the offline copies go
 * (shell/src/features/offline/cachePolicy.ts). Asked only on the 404 path, so a live story's page
 * costs nothing more. The page is cached and purged like the 404 it replaces: a restore changes
 * the stories list, whose key the page carries.
 */

/** A story page's path: /story/{id or slug} or /lite/story/{id or slug} (decision 206). */
const STORY_PATH = /^(?:\/lite)?\/story\/([^/]+)$/;
const STORY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `address`: a story id (lower case) or a slug. */
export type GoneLookup = (address: string) => Promise<boolean>;

/** Whether the story an id or slug names is in the trash, as anonymous readers may ask; false if not or on failure. */
export async function lookUpStoryGone(address: string, client?: PortalClient): Promise<boolean> {
  try {
    const supabase = client ?? getSupabase();
    if (!STORY_ID.test(address)) {
      const { data, error } = await supabase.rpc('story_address', { address });
      return !error && data?.[0]?.gone === true;
    }
    const { data, error } = await supabase.rpc('story_gone', { story: address });
    return !error && data === true;
  } catch {
    // The backend unreachable: the page stays the 404 it was.
    return false;
  }
}

/** The status of a page that rendered as not found: 410 for a trashed story's address, else 404. */
export async function notFoundStatus(url: URL, lookUp: GoneLookup = lookUpStoryGone): Promise<404 | 410> {
  const match = STORY_PATH.exec(url.pathname);
  if (!match) return 404;
  let address: string;
  try {
    address = decodeURIComponent(match[1]);
  } catch {
    return 404;
  }
  return (await lookUp(STORY_ID.test(address) ? address.toLowerCase() : address)) ? 410 : 404;
}
