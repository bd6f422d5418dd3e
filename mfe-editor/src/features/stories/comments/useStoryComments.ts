import { getSupabase, useRealtimeInvalidation, type TableChange } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentOf, type StoryComment, type StoryCommentRow } from './storyComments.ts';

const commentsKey = (storyId: string) => ['editor', 'story-comments', storyId] as const;

/** A story's comments are few (a conversation, not a forum): one page holds them all. */
const COMMENTS_LOADED = 500;

async function fetchComments(storyId: string): Promise<StoryComment[]> {
  const { data, error } = await getSupabase()
    .from('story_comments')
    .select('id, story_id, parent_id, author_id, body, created_at, edited_at, resolved_at')
    .eq('story_id', storyId)
    .order('created_at', { ascending: true })
    .limit(COMMENTS_LOADED);
  if (error) throw new Error('The comments could not be loaded.', { cause: error });
  return (data ?? []).map((row) => commentOf(row as StoryCommentRow));
}

/** The database's own words (decision 184) say what was refused; a network failure says so. */
function failure(error: { message: string } | null): void {
  if (error) throw new Error(error.message || 'The comment was not saved. Please try again.', { cause: error });
}

/** A change to this story's comments (a delete carries only the id: reloading costs one query). */
const affectsStory = (storyId: string) => (change: TableChange) => {
  const row = (change.eventType === 'DELETE' ? change.old : change.new) as Partial<StoryCommentRow>;
  return row.story_id === undefined || row.story_id === storyId;
};

export interface CommentInput {
  body: string;
  parentId?: string | null;
}

/** A story's editorial comments, kept live, and the writes the panel offers. */
export function useStoryComments(storyId: string) {
  const queryClient = useQueryClient();
  const key = commentsKey(storyId);
  const comments = useQuery({ queryKey: key, queryFn: () => fetchComments(storyId) });
  useRealtimeInvalidation('story_comments', key, affectsStory(storyId));
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const table = () => getSupabase().from('story_comments');

  const add = useMutation({
    mutationFn: async ({ body, parentId = null }: CommentInput) =>
      failure((await table().insert({ story_id: storyId, parent_id: parentId, body })).error),
    onSuccess: reload,
  });
  const edit = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }) =>
      failure((await table().update({ body }).eq('id', id)).error),
    onSuccess: reload,
  });
  const resolve = useMutation({
    mutationFn: async ({ id, resolved }: { id: string; resolved: boolean }) =>
      failure(
        (
          await table()
            .update({ resolved_at: resolved ? new Date().toISOString() : null })
            .eq('id', id)
        ).error,
      ),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => failure((await table().delete().eq('id', id)).error),
    onSuccess: reload,
  });
  return { comments, add, edit, resolve, remove };
}
