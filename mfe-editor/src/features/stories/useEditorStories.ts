import { getSupabase, useRealtimeInvalidation } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { mapEditorStories, type EditorStory } from './editorStory.ts';

export const EDITOR_STORIES_LOAD_ERROR = 'Failed to load stories';

/** Every story the editor may see (drafts and scheduled too), newest first. */
export async function fetchEditorStories(): Promise<EditorStory[]> {
  const { data, error } = await getSupabase()
    .from('news_stories')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(1000);
  if (error) throw new Error(error.message || EDITOR_STORIES_LOAD_ERROR, { cause: error });
  return mapEditorStories(data);
}

/** The console's story list, refreshed on any realtime change of news_stories. */
export function useEditorStories() {
  useRealtimeInvalidation('news_stories', editorKeys.stories);
  return useQuery({
    queryKey: editorKeys.stories,
    queryFn: fetchEditorStories,
    meta: { errorMessage: EDITOR_STORIES_LOAD_ERROR },
  });
}
