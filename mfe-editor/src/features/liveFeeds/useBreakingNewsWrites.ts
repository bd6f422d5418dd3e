import { getSupabase, queryKeys, siteName } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toWriteError } from '../../lib/writeErrors.ts';
import { deleteFeed, setFeedActive } from './useEditorLiveFeeds.ts';
import { BREAKING_MESSAGES, breakingInsert, type BreakingValues } from './breakingSchema.ts';

const THING = 'breaking news item';

async function addBreakingNews(values: BreakingValues): Promise<void> {
  const { error } = await getSupabase()
    .from('live_feeds')
    .insert(breakingInsert(values, siteName()))
    .select('id')
    .single();
  if (error) {
    throw toWriteError(error, {
      thing: THING,
      constraints: { live_feeds_url_safe: 'Link must start with http:// or https://' },
    });
  }
}

/** The ticker, the Live Updates panel and the console's lists all reload after a write. */
function useInvalidateFeeds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.liveFeeds });
}

export function useAddBreakingNews() {
  const invalidate = useInvalidateFeeds();
  return useMutation({
    mutationFn: addBreakingNews,
    meta: { successMessage: BREAKING_MESSAGES.added, errorMessage: BREAKING_MESSAGES.addFailed },
    onSuccess: invalidate,
  });
}

/** Inactive: off the ticker, kept in the console to show again later. */
export function useSetBreakingActive() {
  const invalidate = useInvalidateFeeds();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setFeedActive(id, isActive, THING),
    meta: { successMessage: BREAKING_MESSAGES.updated, errorMessage: BREAKING_MESSAGES.updateFailed },
    onSettled: invalidate,
  });
}

export function useDeleteBreakingNews() {
  const invalidate = useInvalidateFeeds();
  return useMutation({
    mutationFn: (id: string) => deleteFeed(id, THING),
    meta: { successMessage: BREAKING_MESSAGES.deleted, errorMessage: BREAKING_MESSAGES.deleteFailed },
    onSettled: invalidate,
  });
}
