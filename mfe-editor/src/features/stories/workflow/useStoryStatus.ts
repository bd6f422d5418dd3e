import { getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentWorkflowStatus, offeredMoves, type WorkflowStatus } from './workflowStatus.ts';

export interface StoryStatus {
  current: WorkflowStatus | null;
  /** The moves the database allows this user now (story_status_moves), Scheduled left out. */
  moves: WorkflowStatus[];
}

/** What a move left: the publication flag may have followed it, and with it the edit version. */
export interface StatusMove {
  workflowStatus: WorkflowStatus;
  status: string;
  version: number;
}

export interface MoveRequest {
  to: WorkflowStatus;
  note: string;
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

async function moveStory(storyId: string, { to, note }: MoveRequest): Promise<StatusMove> {
  const { data, error } = await getSupabase().rpc('set_story_status', {
    story: storyId,
    next_status: to,
    note: note.trim() || undefined,
  });
  // The database's refusal is the message: it says who may make this move.
  if (error || !data) throw new Error(error?.message ?? 'The status was not changed.', { cause: error });
  const moved = data as { workflow_status: WorkflowStatus; status: string; version: number };
  return { workflowStatus: moved.workflow_status, status: moved.status, version: moved.version };
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
