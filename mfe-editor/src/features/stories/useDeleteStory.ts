import { queryKeys } from '@newsroom/shared';

import { trashItem } from '../../lib/trashItem.ts';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { STORY_MESSAGES } from '../../lib/saveErrors.ts';

/** A deleted story goes to the trash for 30 days (decision 195). */
function deleteStory(id: string): Promise<void> {
  return trashItem('story', id);
}

export function useDeleteStory() {
  return useConsoleWrite(deleteStory, {
    successMessage: STORY_MESSAGES.deleted,
    errorMessage: STORY_MESSAGES.deleteFailed,
    refresh: [queryKeys.stories],
  });
}
