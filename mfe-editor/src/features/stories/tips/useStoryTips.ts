import { getSupabase, queryKeys } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '../../../lib/editorKeys.ts';
import { NothingChangedError, toWriteError } from '../../../lib/writeErrors.ts';
import { STORY_TIP_COLUMNS, TIP_MESSAGES, mapStoryTip, type StoryTip, type TipStatus } from './storyTip.ts';

async function fetchStoryTips(): Promise<StoryTip[]> {
  const { data, error } = await getSupabase()
    .from('story_tips')
    .select(STORY_TIP_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(500);
  if (error) throw new Error(error.message || TIP_MESSAGES.loadFailed, { cause: error });
  return (data ?? []).map(mapStoryTip);
}

/** Readers' tips, newest first (editors and admins only: the policies decide). */
export function useStoryTips(enabled = true) {
  return useQuery({
    queryKey: editorKeys.storyTips,
    queryFn: fetchStoryTips,
    enabled,
    // Tips arrive from readers without a realtime signal: look again when the inbox is opened.
    staleTime: 30_000,
    meta: { errorMessage: TIP_MESSAGES.loadFailed },
  });
}

async function setTipStatus({ id, status }: { id: string; status: TipStatus }): Promise<void> {
  const { data, error } = await getSupabase().from('story_tips').update({ status }).eq('id', id).select('id');
  if (error) throw toWriteError(error, { thing: 'story tip' });
  if (!data || data.length === 0) throw new NothingChangedError('story tip');
}

export function useSetTipStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTipStatus,
    meta: { successMessage: TIP_MESSAGES.statusChanged, errorMessage: TIP_MESSAGES.statusFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorKeys.storyTips }),
  });
}

/** One transaction in the database: the draft story is made and the tip marked used (or the existing draft found). */
async function startDraftFromTip(tipId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('start_draft_from_tip', { tip_id: tipId });
  if (error) throw toWriteError(error, { thing: 'story tip' });
  if (typeof data !== 'string' || !data) throw new Error('The draft came back without an id');
  return data;
}

export function useStartDraftFromTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDraftFromTip,
    meta: { successMessage: TIP_MESSAGES.draftStarted, errorMessage: TIP_MESSAGES.draftFailed },
    // The lists and counts gain the draft (the form itself reads it by id).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
        queryClient.invalidateQueries({ queryKey: editorKeys.storyTips }),
      ]),
  });
}
