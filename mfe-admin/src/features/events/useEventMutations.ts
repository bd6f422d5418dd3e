import { getSupabase, queryKeys, type TablesUpdate } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SportsEventWrite } from './eventForm.ts';

/** RLS hides what a caller may not change: no error, no row. Report that as a refusal. */
function refusedUnlessChanged(data: unknown[] | null): void {
  if (!data || data.length === 0) throw Object.assign(new Error('No event was changed'), { code: '42501' });
}

async function updateEvent(id: string, patch: TablesUpdate<'sports_events'>): Promise<void> {
  const { data, error } = await getSupabase().from('sports_events').update(patch).eq('id', id).select('id');
  if (error) throw error;
  refusedUnlessChanged(data);
}

/** Every write refreshes the admin list and the public ones (home panel, hubs) sharing the cache. */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.sportsEvents });
}

export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async (row: SportsEventWrite) => {
      const { error } = await getSupabase()
        .from('sports_events')
        .insert({ ...row, is_live: false, status: 'scheduled' });
      if (error) throw error;
    },
    meta: { errorMessage: 'Failed to create live event', successMessage: 'Live event created successfully' },
    onSettled: invalidate,
  });
}

export function useUpdateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, row }: { id: string; row: SportsEventWrite }) => updateEvent(id, row),
    meta: { errorMessage: 'Failed to update live event', successMessage: 'Live event updated successfully' },
    onSettled: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error } = await getSupabase().from('sports_events').delete().eq('id', id).select('id');
      if (error) throw error;
      refusedUnlessChanged(data);
    },
    meta: { errorMessage: 'Failed to delete live event', successMessage: 'Live event deleted successfully' },
    onSettled: invalidate,
  });
}

/** Start: is_live true, status live. Stop: is_live false, status scheduled. */
export function useSetEventLive(live: boolean) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) => updateEvent(id, { is_live: live, status: live ? 'live' : 'scheduled' }),
    meta: { errorMessage: 'Failed to update live status', successMessage: live ? 'Event started' : 'Event stopped' },
    onSettled: invalidate,
  });
}

/** End: not live, status ended, so the hubs offer Watch Replay. */
export function useEndEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) => updateEvent(id, { is_live: false, status: 'ended' }),
    meta: { errorMessage: 'Failed to end event', successMessage: 'Event ended' },
    onSettled: invalidate,
  });
}
