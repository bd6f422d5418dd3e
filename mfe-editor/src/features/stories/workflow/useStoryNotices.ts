import { getSupabase, useAuth, useRealtimeInvalidation } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** What the desk told this user about a story (staff_notices, decision 190). */
export interface StoryNotice {
  id: number;
  kind: 'assigned' | 'back_with_notes';
  storyId: string;
  title: string;
  note: string | null;
}

export const noticesKey = (userId: string) => ['story-notices', userId] as const;

async function fetchNotices(): Promise<StoryNotice[]> {
  const { data, error } = await getSupabase()
    .from('staff_notices')
    .select('id, kind, story_id, title, note')
    .is('seen_at', null)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw new Error('Your notices could not be loaded.', { cause: error });
  // Kinds this console knows how to say (a newer database may add others).
  return (data ?? [])
    .filter((row) => row.kind === 'assigned' || row.kind === 'back_with_notes')
    .map((row) => ({
      id: row.id,
      kind: row.kind as StoryNotice['kind'],
      storyId: row.story_id,
      title: row.title,
      note: row.note,
    }));
}

async function markSeen(id: number): Promise<void> {
  const { error } = await getSupabase()
    .from('staff_notices')
    .update({ seen_at: new Date().toISOString() })
    .eq('id', id);
  if (error) throw new Error('The notice could not be dismissed. Try again.', { cause: error });
}

/**
 * This user's unseen notices, read when the Stories tab opens and again when a new one is written
 * (its recipient's row of staff_notice_signals moves; Realtime sends each subscriber only their own
 * row), and dismissing one.
 */
export function useStoryNotices() {
  const queryClient = useQueryClient();
  const userId = useAuth((state) => state.user?.id ?? null);
  const key = noticesKey(userId ?? 'signed-out');
  const notices = useQuery({ queryKey: key, queryFn: fetchNotices, enabled: userId !== null });
  useRealtimeInvalidation('staff_notice_signals', key);
  const dismiss = useMutation({
    mutationFn: markSeen,
    onSuccess: (_, id) =>
      queryClient.setQueryData<StoryNotice[]>(key, (list) => list?.filter((notice) => notice.id !== id)),
  });
  return { notices, dismiss };
}
