import { failLoad, getSupabase, isRowId, useRealtimeInvalidation, type PortalClient } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { mapEditorStory, type EditorStory } from './editorStory.ts';
import { EDITOR_STORIES_LOAD_ERROR } from './useEditorStories.ts';

/**
 * Everything the story form edits and shows (the whole body included), never search_vector; and
 * its current slug (a computed field): the preview's links go to its address (decision 206).
 */
export const STORY_COLUMNS =
  'id, title, summary, body, author, category, read_time, image_url, image_alt, image_caption, image_author, image_focal_x, image_focal_y, is_featured, status, published_at, created_at, updated_at, view_count, version, standfirst, seo_title, seo_description, social_title, social_image_url, read_time_auto, slug';

/**
 * One story by id, however old (a link to it opens it); null when there is none. An id that is not
 * a UUID (a mistyped ?story=) is no story, rather than a database error.
 */
export async function fetchEditorStory(id: string, client: PortalClient = getSupabase()): Promise<EditorStory | null> {
  if (!isRowId(id)) return null;
  const { data, error } = await client.from('news_stories').select(STORY_COLUMNS).eq('id', id).maybeSingle();
  if (error) failLoad(EDITOR_STORIES_LOAD_ERROR, error);
  return data ? mapEditorStory(data) : null;
}

export function editorStoryQuery(id: string) {
  return queryOptions({
    queryKey: editorKeys.story(id),
    queryFn: () => fetchEditorStory(id),
    meta: { errorMessage: EDITOR_STORIES_LOAD_ERROR },
  });
}

/**
 * The story `id` as saved now (null: none), followed live so an open form can tell when someone
 * else saved it. No request without an id.
 */
export function useEditorStory(id: string | null) {
  useRealtimeInvalidation('news_stories', editorKeys.story(id ?? ''));
  return useQuery({ ...editorStoryQuery(id ?? ''), enabled: id !== null });
}
