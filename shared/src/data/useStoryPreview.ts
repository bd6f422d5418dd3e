import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapStoryRow, type NewsStoryRow, type Story } from '../model/story.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';

/** A preview token as the database makes it (decision 176): 43 base64url characters. */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The unpublished story a preview link opens, in the shape of its page (story_preview answers the
 * story page's columns); null for a link that is unknown, expired or revoked, all alike.
 */
export async function fetchStoryPreview(token: string, client: PortalClient = getSupabase()): Promise<Story | null> {
  if (!PREVIEW_TOKEN.test(token)) return null;
  // POST, supabase-js's default: story_preview refuses a read-only GET (decision 176, review fixes).
  const { data, error } = await client.rpc('story_preview', { token });
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return data ? mapStoryRow(data as unknown as NewsStoryRow) : null;
}

export function storyPreviewQuery(token: string, client?: PortalClient) {
  return queryOptions({
    // Not under ['stories']: a story's realtime changes never reach an anonymous preview.
    queryKey: ['story-preview', token] as const,
    queryFn: () => fetchStoryPreview(token, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/** The story behind a preview link (docs/product/routes.md#preview-links). */
export function useStoryPreview(token: string): UseQueryResult<Story | null, Error> {
  return useQuery(storyPreviewQuery(token));
}
