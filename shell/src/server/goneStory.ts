import { getSupabase, type PortalClient } from '@newsroom/shared';

/**
 * A story readers could read that an editor moved to the trash answers 410 Gone, not 404, on the
 * full and the lite site (decision 195): search engines drop it at once and the offline copies go
 * (shell/src/features/offline/cachePolicy.ts). Asked only on the 404 path, so a live story's page
 * costs nothing more. The page is cached and purged like the 404 it replaces: a restore changes
 * the stories list, whose key the page carries.
 */

/** A story page's path: /story/{id} or /lite/story/{id}. */
const STORY_PATH = /^(?:\/lite)?\/story\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export type GoneLookup = (storyId: string) => Promise<boolean>;

/** Whether the story is in the trash, as anonymous readers may ask; false if not or on failure. */
export async function lookUpStoryGone(storyId: string, client?: PortalClient): Promise<boolean> {
  try {
    const { data, error } = await (client ?? getSupabase()).rpc('story_gone', { story: storyId });
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
  return (await lookUp(match[1].toLowerCase())) ? 410 : 404;
}
