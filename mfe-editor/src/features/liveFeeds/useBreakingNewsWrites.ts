import { getSupabase, queryKeys, siteName } from '@newsroom/shared';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { siteLinkMessage } from '../../lib/formRules.ts';
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
      constraints: { live_feeds_url_safe: siteLinkMessage('Link') },
    });
  }
}

/** Every write reloads the live-feed lists: the ticker, the Live Updates panel and the console's. */
export function useAddBreakingNews() {
  return useConsoleWrite(addBreakingNews, {
    successMessage: BREAKING_MESSAGES.added,
    errorMessage: BREAKING_MESSAGES.addFailed,
    refresh: [queryKeys.liveFeeds],
  });
}

/** Inactive: off the ticker, kept in the console to show again later. */
export function useSetBreakingActive() {
  return useConsoleWrite(({ id, isActive }: { id: string; isActive: boolean }) => setFeedActive(id, isActive, THING), {
    successMessage: BREAKING_MESSAGES.updated,
    errorMessage: BREAKING_MESSAGES.updateFailed,
    refresh: [queryKeys.liveFeeds],
    refreshOn: 'settled',
  });
}

export function useDeleteBreakingNews() {
  return useConsoleWrite((id: string) => deleteFeed(id, THING), {
    successMessage: BREAKING_MESSAGES.deleted,
    errorMessage: BREAKING_MESSAGES.deleteFailed,
    refresh: [queryKeys.liveFeeds],
    refreshOn: 'settled',
  });
}
