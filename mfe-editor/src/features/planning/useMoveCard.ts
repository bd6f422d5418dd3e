import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveStory } from '../../lib/storyStatusMove.ts';
import type { WorkflowStatus } from '../../lib/workflowStatus.ts';
import { planningKeys } from './usePlanningBoard.ts';

export interface CardMove {
  storyId: string;
  title: string;
  to: WorkflowStatus;
}

/**
 * A card's move: the Status control's own call (set_story_status), so the database's rule and its
 * refusal are the same here as in the story form. The board reloads after an accepted move.
 */
export function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, to }: CardMove) => moveStory(storyId, { to, note: '' }),
    onSuccess: (_, { storyId }) => {
      void queryClient.invalidateQueries({ queryKey: planningKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['story-status', storyId] });
    },
  });
}
