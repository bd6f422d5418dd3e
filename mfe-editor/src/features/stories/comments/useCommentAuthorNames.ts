import { getSupabase } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const NO_NAMES: Readonly<Record<string, string>> = {};

async function fetchNames(storyId: string): Promise<Record<string, string>> {
  const { data, error } = await getSupabase().rpc('story_comment_author_names', { story: storyId });
  if (error) throw new Error(error.message);
  return Object.fromEntries((data ?? []).map((row) => [row.user_id, row.name]));
}

/**
 * The names of the story's commenters, by user id (story_comment_author_names: whoever may comment
 * on the story, contributors included, learns the names of its commenters and no one else's).
 * Asked again when someone new comments.
 */
export function useCommentAuthorNames(storyId: string, authorIds: string[]): Readonly<Record<string, string>> {
  const ids = [...authorIds].sort();
  const names = useQuery({
    queryKey: ['editor', 'comment-author-names', storyId, ids],
    queryFn: () => fetchNames(storyId),
    enabled: ids.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  return names.data ?? NO_NAMES;
}
