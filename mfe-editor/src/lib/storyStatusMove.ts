import { getSupabase } from '@newsroom/shared';
import type { WorkflowStatus } from './workflowStatus.ts';

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

/**
 * Moves one story to a desk status through set_story_status (decision 183): the Status control and
 * the planning board's cards both call this. The database's refusal is the error's message.
 */
export async function moveStory(storyId: string, { to, note }: MoveRequest): Promise<StatusMove> {
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
