import {
  getSupabase,
  queryKeys,
  useRealtimeInvalidation,
  type TablesInsert,
  type TablesUpdate,
} from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { ESSAY_MESSAGES, toSaveError } from '../../lib/saveErrors.ts';
import { mapEditorEssays, type EditorEssay } from './editorEssay.ts';
import { changedEssayColumns, essayColumns, type EssayFormValues } from './essayFormSchema.ts';

export const EDITOR_ESSAYS_LOAD_ERROR = 'Failed to load photo essays';

async function fetchEditorEssays(): Promise<EditorEssay[]> {
  const { data, error } = await getSupabase()
    .from('photo_essays')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(1000);
  if (error) throw new Error(error.message || EDITOR_ESSAYS_LOAD_ERROR, { cause: error });
  return mapEditorEssays(data);
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

/** A draft has no publication time; publishing a draft now lets the database stamp it. */
function publishedAt({ status, publishNow }: SaveEssayInput): { published_at?: null } {
  return status === 'draft' || publishNow ? { published_at: null } : {};
}

export function essayInsert(input: SaveEssayInput): TablesInsert<'photo_essays'> {
  return { ...essayColumns(input.values), status: input.status, ...publishedAt(input) };
}

export function essayUpdate(input: SaveEssayInput): TablesUpdate<'photo_essays'> {
  const content = input.savedValues ? changedEssayColumns(input.values, input.savedValues) : essayColumns(input.values);
  const update: TablesUpdate<'photo_essays'> = { ...content, status: input.status, ...publishedAt(input) };
  if (input.baseVersion !== null) update.version = input.baseVersion;
  return update;
}

async function saveEssay(input: SaveEssayInput): Promise<void> {
  const table = getSupabase().from('photo_essays');
  const { error } = input.id
    ? await table.update(essayUpdate(input)).eq('id', input.id).select('id').single()
    : await table.insert(essayInsert(input)).select('id').single();
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
