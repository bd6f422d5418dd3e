import { failLoad, getSupabase, queryKeys } from '@newsroom/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConsoleWrite } from '../../../lib/useConsoleWrite.ts';
import { editorKeys } from '../../../lib/editorKeys.ts';
import { expectChanged, toWriteError } from '../../../lib/writeErrors.ts';
import { STORY_TIP_COLUMNS, TIP_MESSAGES, mapStoryTip, type StoryTip, type TipStatus } from './storyTip.ts';

export async function fetchStoryTips(): Promise<StoryTip[]> {
  const { data, error } = await getSupabase()
    .from('story_tips')
    .select(STORY_TIP_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(500);
  if (error) failLoad(TIP_MESSAGES.loadFailed, error);
  return (data ?? []).map(mapStoryTip);
}

/** Readers' tips, newest first (editors and admins only: the policies decide). */
export function storyTipsQuery() {
  return queryOptions({
    queryKey: editorKeys.storyTips,
    queryFn: fetchStoryTips,
    // Tips arrive from readers without a realtime signal: look again when the inbox is opened.
    staleTime: 30_000,
    meta: { errorMessage: TIP_MESSAGES.loadFailed },
  });
}

export function useStoryTips(enabled = true) {
  return useQuery({ ...storyTipsQuery(), enabled });
}

async function setTipStatus({ id, status }: { id: string; status: TipStatus }): Promise<void> {
  const { data, error } = await getSupabase().from('story_tips').update({ status }).eq('id', id).select('id');
  if (error) throw toWriteError(error, { thing: 'story tip' });
  expectChanged(data, 'story tip');
}

export function useSetTipStatus() {
  return useConsoleWrite(setTipStatus, {
    successMessage: TIP_MESSAGES.statusChanged,
    errorMessage: TIP_MESSAGES.statusFailed,
    refresh: [editorKeys.storyTips],
    refreshOn: 'settled',
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
