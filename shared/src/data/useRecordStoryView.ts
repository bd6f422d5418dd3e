import { useEffect, useRef } from 'react';
import { getVisitorId } from '../analytics/pageViews.ts';
import { editionFromCookie, type Edition } from '../model/editionResolver.ts';
import { browserSessionStorage, claimStoryView, type ViewStorage } from '../model/viewTracking.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

/** The edition the reader chose (its cookie, decision 175); null when they never chose. */
function chosenEdition(): Edition | null {
  return typeof document === 'undefined' ? null : editionFromCookie(document.cookie);
}

/**
 * Records one view of a story unless this browser session already did within 30 minutes, through
 * record_story_view, the only way to write a story view (issue 47: the database also counts a
 * visitor's repeat within 30 minutes once). The reader's chosen edition goes with it, for the
 * edition's most-read list; without one the database reads their languages (decision 208).
 * Failures are only logged: a reader never sees view tracking fail.
 */
export async function recordStoryView(
  storyId: string,
  storage: ViewStorage | null = browserSessionStorage(),
  client: PortalClient = getSupabase(),
  visitorId?: string,
  edition: Edition | null = chosenEdition(),
): Promise<boolean> {
  if (!claimStoryView(storyId, storage)) return false;
  try {
    const { error } = await client.rpc('record_story_view', {
      story_id: storyId,
      visitor_id: visitorId ?? getVisitorId(),
      ...(edition ? { edition } : {}),
    });
    if (error) console.error('Failed to record story view', error);
    return !error;
  } catch (error) {
    console.error('Failed to record story view', error);
    return false;
  }
}

/** Registers a view once per open of a story page (not again on re-render or StrictMode re-run). */
export function useRecordStoryView(storyId: string | undefined): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!storyId || recorded.current === storyId) return;
    recorded.current = storyId;
    void recordStoryView(storyId);
  }, [storyId]);
}
