import { getSupabase, queryKeys } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORY_MESSAGES } from '../../lib/saveErrors.ts';

async function deleteStory(id: string): Promise<void> {
  // select(): a delete the policies filter out removes 0 rows without an error; that is a failure.
  const { data, error } = await getSupabase().from('news_stories').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message, { cause: error });
  if (!data || data.length === 0) throw new Error('The story was not deleted (missing, or no rights)');
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    meta: { successMessage: STORY_MESSAGES.deleted, errorMessage: STORY_MESSAGES.deleteFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
  });
}
