import { getSupabase, queryKeys, useRealtimeInvalidation } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { ESSAY_MESSAGES, toSaveError } from '../../lib/saveErrors.ts';
import { mapEditorEssays, type EditorEssay, type EditorEssayRow } from './editorEssay.ts';
import { changedEssayColumns, essayColumns, type EssayFormValues } from './essayFormSchema.ts';

export const EDITOR_ESSAYS_LOAD_ERROR = 'Failed to load photo essays';

async function fetchEditorEssays(): Promise<EditorEssay[]> {
  const { data, error } = await getSupabase()
    .from('photo_essays')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(1000);
  if (error) throw new Error(error.message || EDITOR_ESSAYS_LOAD_ERROR, { cause: error });
  return mapEditorEssays(data as EditorEssayRow[] | null);
}

/** Every photo essay the editor may see (drafts too), refreshed on any realtime change. */
export function useEditorEssays() {
  useRealtimeInvalidation('photo_essays', editorKeys.photoEssays);
  return useQuery({
    queryKey: editorKeys.photoEssays,
    queryFn: fetchEditorEssays,
    meta: { errorMessage: EDITOR_ESSAYS_LOAD_ERROR },
  });
}

export interface SaveEssayInput {
  id: string | null;
  values: EssayFormValues;
  savedValues: EssayFormValues | null;
  baseVersion: number | null;
  status: 'draft' | 'published';
  /** True when a draft is published now: the database stamps published_at. */
  publishNow: boolean;
}

export function essayWrite({ id, values, savedValues, baseVersion, status, publishNow }: SaveEssayInput) {
  const content = id && savedValues ? changedEssayColumns(values, savedValues) : essayColumns(values);
  const write: Record<string, unknown> = { ...content, status };
  if (status === 'draft' || publishNow) write.published_at = null;
  if (id && baseVersion !== null) write.version = baseVersion;
  return write;
}

async function saveEssay(input: SaveEssayInput): Promise<void> {
  const table = getSupabase().from('photo_essays');
  const write = essayWrite(input);
  const { error } = input.id
    ? await table.update(write).eq('id', input.id).select('id').single()
    : await table.insert(write).select('id').single();
  if (error) throw toSaveError(error, 'photo essay');
}

export function useSaveEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEssay,
    meta: { successMessage: ESSAY_MESSAGES.saved, errorMessage: ESSAY_MESSAGES.saveFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.photoEssays }),
  });
}

async function deleteEssay(id: string): Promise<void> {
  const { data, error } = await getSupabase().from('photo_essays').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message, { cause: error });
  if (!data || data.length === 0) throw new Error('The photo essay was not deleted (missing, or no rights)');
}

export function useDeleteEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEssay,
    meta: { successMessage: ESSAY_MESSAGES.deleted, errorMessage: ESSAY_MESSAGES.deleteFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.photoEssays }),
  });
}
