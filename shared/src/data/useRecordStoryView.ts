import { useEffect, useRef } from 'react';
import { getVisitorId } from '../analytics/pageViews.ts';
import { browserSessionStorage, claimStoryView, type ViewStorage } from '../model/viewTracking.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

/**
 * Records one view of a story unless this browser session already did within 30 minutes, through
 * record_story_view, the only way to write a story view (issue 47: the database also counts a
 * visitor's repeat within 30 minutes once). Failures are only logged: a reader never sees view
 * tracking fail.
 */
export async function recordStoryView(
  storyId: string,
  storage: ViewStorage | null = browserSessionStorage(),
  client: PortalClient = getSupabase(),
  visitorId?: string,
): Promise<boolean> {
  if (!claimStoryView(storyId, storage)) return false;
  try {
    const { error } = await client.rpc('record_story_view', {
      story_id: storyId,
      visitor_id: visitorId ?? getVisitorId(),
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
