import { getSupabase, queryKeys } from '@newsroom/shared';

import { expectDeleted } from '../../lib/expectDeleted.ts';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { STORY_MESSAGES } from '../../lib/saveErrors.ts';

function deleteStory(id: string): Promise<void> {
  return expectDeleted(getSupabase().from('news_stories').delete().eq('id', id).select('id'), 'story');
}

export function useDeleteStory() {
  return useConsoleWrite(deleteStory, {
    successMessage: STORY_MESSAGES.deleted,
    errorMessage: STORY_MESSAGES.deleteFailed,
    refresh: [queryKeys.stories],
  });
}
