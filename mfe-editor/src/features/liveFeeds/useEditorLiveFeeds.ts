import { failLoad, getSupabase, queryKeys, useRealtimeInvalidation } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { editorKeys } from '../../lib/editorKeys.ts';
import { siteLinkMessage } from '../../lib/formRules.ts';
import { SaveRefusedError } from '../../lib/saveErrors.ts';
import { expectChanged, toWriteError } from '../../lib/writeErrors.ts';
import { LIVE_FEED_MESSAGES, mapEditorLiveFeeds, type EditorLiveFeed } from './editorLiveFeed.ts';
import { liveFeedColumns, type LiveFeedValues } from './liveFeedSchema.ts';

export const LIVE_FEEDS_LOAD_ERROR = 'Failed to load live feeds';

const WRITE_RULES = {
  thing: 'live feed',
  constraints: { live_feeds_url_safe: siteLinkMessage('URL') },
};

/** Someone saved the feed since this editor opened it; nothing was overwritten. */
export class FeedConflictError extends Error {
  constructor() {
    super('This live feed was changed by someone else since you opened it. Your changes are still here.');
    this.name = 'FeedConflictError';
  }
}

export async function fetchEditorLiveFeeds(): Promise<EditorLiveFeed[]> {
  const { data, error } = await getSupabase()
    .from('live_feeds')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) failLoad(LIVE_FEEDS_LOAD_ERROR, error);
  return mapEditorLiveFeeds(data);
}

/** Every live feed (breaking items and inactive ones too), newest first, refreshed in real time. */
export function editorLiveFeedsQuery() {
  return queryOptions({
    queryKey: editorKeys.liveFeeds,
    queryFn: fetchEditorLiveFeeds,
    meta: { errorMessage: LIVE_FEEDS_LOAD_ERROR },
  });
}

export function useEditorLiveFeeds() {
  useRealtimeInvalidation('live_feeds', editorKeys.liveFeeds);
  return useQuery(editorLiveFeedsQuery());
}

export interface SaveLiveFeedInput {
  /** null for a new feed. */
  id: string | null;
  values: LiveFeedValues;
  /** updated_at of the feed as the editor opened it; null to save over whatever is stored. */
  openedUpdatedAt: string | null;
}

/** Why an update changed no row: the feed is gone, or someone saved it since it was opened. */
async function explainNoChange(id: string): Promise<Error> {
  const { data } = await getSupabase().from('live_feeds').select('id').eq('id', id).maybeSingle();
  return data ? new FeedConflictError() : new SaveRefusedError('This live feed no longer exists: it was deleted.');
}

async function saveLiveFeed({ id, values, openedUpdatedAt }: SaveLiveFeedInput): Promise<void> {
  const table = getSupabase().from('live_feeds');
  if (!id) {
    const { error } = await table.insert(liveFeedColumns(values)).select('id').single();
    if (error) throw toWriteError(error, WRITE_RULES);
    return;
  }
  let update = table.update(liveFeedColumns(values)).eq('id', id);
  // Optimistic concurrency without a version column: the row must still be the one opened.
  if (openedUpdatedAt) update = update.eq('updated_at', openedUpdatedAt);
  const { data, error } = await update.select('id');
  if (error) throw toWriteError(error, WRITE_RULES);
  if (!data || data.length === 0) throw await explainNoChange(id);
}

export function useSaveLiveFeed() {
  return useConsoleWrite(saveLiveFeed, {
    successMessage: LIVE_FEED_MESSAGES.saved,
    errorMessage: LIVE_FEED_MESSAGES.saveFailed,
    refresh: [queryKeys.liveFeeds],
  });
}

/** Sets is_active; `thing` names the row in messages ("live feed", "breaking news item"). */
export async function setFeedActive(id: string, isActive: boolean, thing = 'live feed'): Promise<void> {
  const { data, error } = await getSupabase()
    .from('live_feeds')
    .update({ is_active: isActive })
    .eq('id', id)
    .select('id');
  if (error) throw toWriteError(error, { ...WRITE_RULES, thing });
  expectChanged(data, thing);
}

/** Deletes one feed; a delete the policies filter out removes 0 rows without an error: a failure. */
export async function deleteFeed(id: string, thing = 'live feed'): Promise<void> {
  const { data, error } = await getSupabase().from('live_feeds').delete().eq('id', id).select('id');
  if (error) throw toWriteError(error, { ...WRITE_RULES, thing });
  expectChanged(data, thing);
}

export function useSetLiveFeedActive() {
  return useConsoleWrite(({ id, isActive }: { id: string; isActive: boolean }) => setFeedActive(id, isActive), {
    successMessage: LIVE_FEED_MESSAGES.statusChanged,
    errorMessage: LIVE_FEED_MESSAGES.statusFailed,
    refresh: [queryKeys.liveFeeds],
    refreshOn: 'settled',
  });
}

export function useDeleteLiveFeed() {
  return useConsoleWrite((id: string) => deleteFeed(id), {
    successMessage: LIVE_FEED_MESSAGES.deleted,
    errorMessage: LIVE_FEED_MESSAGES.deleteFailed,
    refresh: [queryKeys.liveFeeds],
    refreshOn: 'settled',
  });
}
