import { useEffect, useRef } from 'react';
import { browserSessionStorage, claimStoryView, type ViewStorage } from '../model/viewTracking.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

const USER_AGENT_MAX = 512;

/**
 * Records one view of a story unless this browser session already did within 30 minutes.
 * Failures are only logged: a reader never sees view tracking fail.
 */
export async function recordStoryView(
  storyId: string,
  storage: ViewStorage | null = browserSessionStorage(),
  client: PortalClient = getSupabase(),
): Promise<boolean> {
  if (!claimStoryView(storyId, storage)) return false;
  try {
    const userAgent = typeof navigator === 'undefined' ? null : navigator.userAgent.slice(0, USER_AGENT_MAX);
    const { error } = await client.from('story_views').insert({ story_id: storyId, user_agent: userAgent });
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
