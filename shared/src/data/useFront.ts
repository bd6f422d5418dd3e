import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { STORAGE_BUCKET } from '../constants/site.ts';
import type { Edition } from '../model/edition.ts';
import { mapFront, type Front } from '../model/front.ts';
import { frontAffected } from '../realtime/storyChanges.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';

/**
 * A front's query key: in the `stories` family, so a server-rendered front names the stories'
 * surrogate keys and its rows' (the front's own id among them: publishing a front purges it).
 */
export const frontQueryKey = (edition: Edition) => ['stories', 'front', edition] as const;

/** The edition's public front in one request (docs/product/fronts.md); null when it has none. */
export async function fetchFront(edition: Edition, client: PortalClient = getSupabase()): Promise<Front | null> {
  const { data, error } = await client.rpc('front_for_edition', { edition });
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  const images = client.storage.from(STORAGE_BUCKET);
  return mapFront(data, (path) => images.getPublicUrl(path).data.publicUrl);
}

/** Shared by the hook and the server's prefetch (same key, same function). */
export function frontQuery(edition: Edition, client?: PortalClient) {
  return queryOptions({
    queryKey: frontQueryKey(edition),
    queryFn: () => fetchFront(edition, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/**
 * The edition's front, refreshed when a story changes, when the desk publishes a new version or
 * changes the public one (its edition's row of front_signals moves), or when a scheduled story or
 * version goes live (the publication clock).
 */
export function useFront(edition: Edition): UseQueryResult<Front | null, Error> {
  // Only a change that can show on it: every open front re-reading on any story's edit would cost
  // the database one uncached front per reader.
  useRealtimeInvalidation('news_stories', frontQueryKey(edition), frontAffected());
  useRealtimeInvalidation(
    'front_signals',
    frontQueryKey(edition),
    (change) => (change.new as { edition?: string }).edition === edition,
  );
  usePublicationClock(frontQueryKey(edition));
  return useQuery(frontQuery(edition));
}
