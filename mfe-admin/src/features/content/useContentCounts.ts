import { failLoad, getSupabase } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import type { ContentCounts } from './contentCounts.ts';

export const CONTENT_COUNTS_LOAD_ERROR = 'Failed to load content counts';

type CountResult = PromiseLike<{ count: number | null; error: unknown }>;

async function countOf(request: CountResult): Promise<number> {
  const { count, error } = await request;
  if (error) failLoad(CONTENT_COUNTS_LOAD_ERROR, error);
  return count ?? 0;
}

/** Tips an editor still has to deal with: not yet used for a draft, nor dismissed. */
export const OPEN_TIP_STATUSES = ['new', 'reviewed'] as const;

/**
 * Head-only counts (no rows travel). Published = published and due; scheduled = published with a
 * future date (the read policies hide those from readers until then); drafts = status draft; open
 * tips = new or reviewed (the inbox's triage, decision 080).
 */
async function fetchContentCounts(now: string): Promise<ContentCounts> {
  const client = getSupabase();
  const stories = () => client.from('news_stories').select('id', { count: 'exact', head: true });
  const [published, scheduled, drafts, essays, tips] = await Promise.all([
    countOf(stories().eq('status', 'published').lte('published_at', now)),
    countOf(stories().eq('status', 'published').gt('published_at', now)),
    countOf(stories().eq('status', 'draft')),
    countOf(
      client
        .from('photo_essays')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'published')
        .lte('published_at', now),
    ),
    countOf(
      client
        .from('story_tips')
        .select('id', { count: 'exact', head: true })
        .in('status', [...OPEN_TIP_STATUSES]),
    ),
  ]);
  return { published, scheduled, drafts, essays, tips };
}

export function contentCountsQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.contentCounts,
    queryFn: () => fetchContentCounts(new Date().toISOString()),
    // Counts move all day: fresh each time the tab opens.
    staleTime: 0,
    meta: { errorMessage: CONTENT_COUNTS_LOAD_ERROR },
  });
}

export function useContentCounts() {
  return useQuery(contentCountsQuery());
}
