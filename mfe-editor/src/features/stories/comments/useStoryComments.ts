import { getSupabase } from '@newsroom/shared';
import { useStoryThread } from '../../../lib/useStoryThread.ts';
import { commentOf, type StoryCommentRow } from './storyComments.ts';

export interface CommentInput {
  body: string;
  parentId?: string | null;
}

/** A story's editorial comments, kept live, and the writes the panel offers. */
export function useStoryComments(storyId: string) {
  const thread = useStoryThread({
    table: 'story_comments',
    storyId,
    columns: 'id, story_id, parent_id, author_id, body, created_at, edited_at, resolved_at',
    toItem: (row: StoryCommentRow) => commentOf(row),
    loadError: 'The comments could not be loaded.',
    saveError: 'The comment was not saved. Please try again.',
  });
  const table = () => getSupabase().from('story_comments');
  const add = thread.useWrite(({ body, parentId = null }: CommentInput) =>
    table().insert({ story_id: storyId, parent_id: parentId, body }),
  );
  const edit = thread.useWrite(({ id, body }: { id: string; body: string }) => table().update({ body }).eq('id', id));
  return { comments: thread.list, add, edit, resolve: thread.resolve, remove: thread.remove };
}
