import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapPhotoEssayRows, type PhotoEssay, type PhotoEssayRow } from '../model/photoEssay.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { duePublishedFilter } from './duePublished.ts';
import { failLoad } from './loadError.ts';
import { PHOTO_ESSAY_COLUMNS } from './storyColumns.ts';

export const PHOTO_ESSAYS_LOAD_ERROR = 'Failed to load photo essays';

/** Published essays, newest created first: the newest `limit` of them. */
export async function fetchPublishedPhotoEssays(
  limit: number,
  client: PortalClient = getSupabase(),
): Promise<PhotoEssay[]> {
  const { data, error } = await client
    .from('photo_essays')
    .select(PHOTO_ESSAY_COLUMNS)
    .eq('status', 'published')
    // Editors' sessions may read scheduled rows too; public lists show only what is due.
    .or(duePublishedFilter())
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) failLoad(PHOTO_ESSAYS_LOAD_ERROR, error);
  return mapPhotoEssayRows(data as PhotoEssayRow[] | null);
}

/** The photo essays query, shared by the hook and the server's prefetch. */
export function photoEssaysQuery(limit: number, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.photoEssayList(limit),
    queryFn: () => fetchPublishedPhotoEssays(limit, client),
    meta: { errorMessage: PHOTO_ESSAYS_LOAD_ERROR },
  });
}

/** The newest `limit` published essays (the home page's section, the /sitemap page). */
export function usePhotoEssays(limit: number): UseQueryResult<PhotoEssay[], Error> {
  useRealtimeInvalidation('photo_essays', queryKeys.photoEssayList(limit));
  // Scheduled items become public by time alone: refresh when the next one is due.
  usePublicationClock(queryKeys.photoEssayList(limit));
  return useQuery(photoEssaysQuery(limit));
}
