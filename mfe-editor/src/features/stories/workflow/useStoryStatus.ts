import { getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moveStory, type MoveRequest, type StatusMove } from '../../../lib/storyStatusMove.ts';
import { currentWorkflowStatus, offeredMoves, type WorkflowStatus } from '../../../lib/workflowStatus.ts';

export type { MoveRequest, StatusMove } from '../../../lib/storyStatusMove.ts';

export interface StoryStatus {
  current: WorkflowStatus | null;
  /** The moves the database allows this user now (story_status_moves), Scheduled left out. */
  moves: WorkflowStatus[];
}

const statusKey = (storyId: string) => ['story-status', storyId] as const;

async function fetchStatus(storyId: string): Promise<StoryStatus> {
  const supabase = getSupabase();
  const [row, moves] = await Promise.all([
    supabase.from('news_stories').select('workflow_status, status, published_at').eq('id', storyId).maybeSingle(),
    supabase.rpc('story_status_moves', { story: storyId }),
  ]);
  if (row.error || moves.error)
    throw new Error('The story’s status could not be loaded.', { cause: row.error ?? moves.error });
  return {
    current: row.data ? currentWorkflowStatus(row.data) : null,
    moves: offeredMoves((moves.data as string[] | null) ?? []),
  };
}

/** A saved story's desk status, the moves this user may make, and making one. */
export function useStoryStatus(storyId: string, onMoved: (move: StatusMove) => void) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: statusKey(storyId), queryFn: () => fetchStatus(storyId) });
  const move = useMutation({
    mutationFn: (request: MoveRequest) => moveStory(storyId, request),
    onSuccess: (moved) => {
      void queryClient.invalidateQueries({ queryKey: statusKey(storyId) });
      onMoved(moved);
    },
  });
  return { status, move };
}

/** The saved story's desk status alone (the Status control's own query, shared); null until known. */
export function useWorkflowStatus(storyId: string | null): WorkflowStatus | null {
  const status = useQuery({
    queryKey: statusKey(storyId ?? ''),
    queryFn: () => fetchStatus(storyId ?? ''),
    enabled: storyId !== null,
  });
  return status.data?.current ?? null;
}
