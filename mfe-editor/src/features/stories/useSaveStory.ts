import { getSupabase, queryKeys } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { STORY_MESSAGES, toSaveError } from '../../lib/saveErrors.ts';
import { mapEditorStory, type EditorStory, type EditorStoryRow } from './editorStory.ts';
import type { Publication } from './schedule.ts';
import { changedColumns, storyColumns, type StoryFormValues } from './storyFormSchema.ts';

export interface SaveStoryInput {
  /** null for a new story. */
  id: string | null;
  values: StoryFormValues;
  /** The values as saved when the editor opened the story (updates send only what changed). */
  savedValues: StoryFormValues | null;
  /** The version the editor opened; the database refuses the save if it moved since. */
  baseVersion: number | null;
  publication: Publication;
}

/** The row to write: content, status, and published_at unless it is to stay as it is. */
export function storyWrite({ id, values, savedValues, baseVersion, publication }: SaveStoryInput) {
  const content = id && savedValues ? changedColumns(values, savedValues) : storyColumns(values);
  const write: Record<string, unknown> = { ...content, status: publication.status };
  if (publication.publishedAt !== undefined) write.published_at = publication.publishedAt;
  if (id && baseVersion !== null) write.version = baseVersion;
  return write;
}

async function saveStory(input: SaveStoryInput): Promise<EditorStory> {
  const table = getSupabase().from('news_stories');
  const write = storyWrite(input);
  const { data, error } = input.id
    ? await table.update(write).eq('id', input.id).select('*').single()
    : await table.insert(write).select('*').single();
  if (error) throw toSaveError(error, 'story');
  const story = mapEditorStory(data as EditorStoryRow);
  if (!story) throw new Error('The saved story came back without an id or title');
  return story;
}

/** Insert or update a story; the lists and the story's revisions reload afterwards. */
export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStory,
    meta: { successMessage: STORY_MESSAGES.saved, errorMessage: STORY_MESSAGES.saveFailed },
    onSuccess: async (story) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
        queryClient.invalidateQueries({ queryKey: editorKeys.storyRevisions(story.id) }),
      ]);
    },
  });
}
