import { getSupabase, queryKeys } from '@newsroom/shared';

import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { STORY_MESSAGES } from '../../lib/saveErrors.ts';

async function deleteStory(id: string): Promise<void> {
  // select(): a delete the policies filter out removes 0 rows without an error; that is a failure.
  const { data, error } = await getSupabase().from('news_stories').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message, { cause: error });
  if (!data || data.length === 0) throw new Error('The story was not deleted (missing, or no rights)');
}

export function useDeleteStory() {
  return useConsoleWrite(deleteStory, {
    successMessage: STORY_MESSAGES.deleted,
    errorMessage: STORY_MESSAGES.deleteFailed,
    refresh: [queryKeys.stories],
  });
}
