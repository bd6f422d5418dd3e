import { failLoad, getSupabase, isRowId, useRealtimeInvalidation, type PortalClient } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { mapEditorEssay, type EditorEssay } from './editorEssay.ts';
import { EDITOR_ESSAYS_LOAD_ERROR } from './useEditorEssays.ts';

/** Everything the photo-essay form edits, never search_vector. */
export const ESSAY_COLUMNS =
  'id, title, caption, caption_document, photographer, image_url, image_alt, image_focal_x, image_focal_y, type, status, published_at, created_at, updated_at, version';

/** One photo essay by id, however old; null when there is none (or the id is not a UUID). */
export async function fetchEditorEssay(id: string, client: PortalClient = getSupabase()): Promise<EditorEssay | null> {
  if (!isRowId(id)) return null;
  const { data, error } = await client.from('photo_essays').select(ESSAY_COLUMNS).eq('id', id).maybeSingle();
  if (error) failLoad(EDITOR_ESSAYS_LOAD_ERROR, error);
  return data ? mapEditorEssay(data) : null;
}

/** The essay `id` as saved now (null: none), followed live so an open form sees others' saves. */
export function useEditorEssay(id: string) {
  useRealtimeInvalidation('photo_essays', editorKeys.essay(id));
  return useQuery({
    queryKey: editorKeys.essay(id),
    queryFn: () => fetchEditorEssay(id),
    meta: { errorMessage: EDITOR_ESSAYS_LOAD_ERROR },
  });
}
