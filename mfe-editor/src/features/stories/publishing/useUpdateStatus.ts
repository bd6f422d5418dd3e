import { getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkflowStatus } from '../../../lib/workflowStatus.ts';

/** The statuses a published story's next version moves through (decision 201). */
export const UPDATE_STATUSES = [
  'in_progress',
  'ready_for_edit',
  'ready_to_publish',
] as const satisfies readonly WorkflowStatus[];
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

const isUpdateStatus = (value: unknown): value is UpdateStatus =>
  typeof value === 'string' && (UPDATE_STATUSES as readonly string[]).includes(value);

const updateStatusKey = (storyId: string) => ['story-update-status', storyId] as const;

async function fetchUpdateStatus(storyId: string): Promise<UpdateStatus | null> {
  const { data, error } = await getSupabase()
    .from('story_working_copies')
    .select('update_status')
    .eq('story_id', storyId)
    .maybeSingle();
  if (error) throw new Error('The update’s status could not be loaded.', { cause: error });
  return isUpdateStatus(data?.update_status) ? data.update_status : null;
}

async function moveUpdate(storyId: string, to: UpdateStatus, note: string): Promise<UpdateStatus> {
  const { error } = await getSupabase().rpc('set_story_update_status', { story: storyId, next_status: to, note });
  // The database's reason (rights, a story no longer live) is the message to show.
  if (error) throw new Error(error.message, { cause: error });
  return to;
}

/** A live story's next version: its desk status (null: none given since the last version) and moving it. */
export function useUpdateStatus(storyId: string) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: updateStatusKey(storyId), queryFn: () => fetchUpdateStatus(storyId) });
  const move = useMutation({
    mutationFn: ({ to, note }: { to: UpdateStatus; note: string }) => moveUpdate(storyId, to, note),
    onSuccess: (to) => queryClient.setQueryData(updateStatusKey(storyId), to),
  });
  return { status, move };
}
