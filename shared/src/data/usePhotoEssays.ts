import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapPhotoEssayRows, type PhotoEssay } from '../model/photoEssay.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { duePublishedFilter } from './duePublished.ts';
import { failLoad } from './loadError.ts';

export const PHOTO_ESSAYS_LOAD_ERROR = 'Failed to load photo essays';

/** Published essays, newest created first. */
export async function fetchPublishedPhotoEssays(client: PortalClient = getSupabase()): Promise<PhotoEssay[]> {
  const { data, error } = await client
    .from('photo_essays')
    .select('*')
    .eq('status', 'published')
    // Editors' sessions may read scheduled rows too; public lists show only what is due.
    .or(duePublishedFilter())
    .order('created_at', { ascending: false });
  if (error) failLoad(PHOTO_ESSAYS_LOAD_ERROR, error);
  return mapPhotoEssayRows(data);
}

/** The photo essays query, shared by the hook and the server's prefetch. */
export function photoEssaysQuery(client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.photoEssays,
    queryFn: () => fetchPublishedPhotoEssays(client),
    meta: { errorMessage: PHOTO_ESSAYS_LOAD_ERROR },
  });
}

export function usePhotoEssays(): UseQueryResult<PhotoEssay[], Error> {
  useRealtimeInvalidation('photo_essays', queryKeys.photoEssays);
  // Scheduled items become public by time alone: refresh when the next one is due.
  usePublicationClock(queryKeys.photoEssays);
  return useQuery(photoEssaysQuery());
}
