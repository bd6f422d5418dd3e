import { getSupabase, queryKeys, type TablesUpdate } from '@newsroom/shared';
import { changedRows } from '../../lib/changedRows.ts';
import { useAdminWrite } from '../../lib/useAdminWrite.ts';
import type { SportsEventWrite } from './eventForm.ts';

function updateEvent(id: string, patch: TablesUpdate<'sports_events'>): Promise<void> {
  return changedRows(getSupabase().from('sports_events').update(patch).eq('id', id).select('id'), 'event');
}

/** Every write refreshes the admin list and the public ones (home panel, hubs) sharing the cache. */
const REFRESH = [queryKeys.sportsEvents];

export function useCreateEvent() {
  return useAdminWrite(
    async (row: SportsEventWrite) => {
      const { error } = await getSupabase()
        .from('sports_events')
        .insert({ ...row, is_live: false, status: 'scheduled' });
      if (error) throw error;
    },
    {
      errorMessage: 'Failed to create live event',
      successMessage: 'Live event created successfully',
      refresh: REFRESH,
    },
  );
}

export function useUpdateEvent() {
  return useAdminWrite(({ id, row }: { id: string; row: SportsEventWrite }) => updateEvent(id, row), {
    errorMessage: 'Failed to update live event',
    successMessage: 'Live event updated successfully',
    refresh: REFRESH,
  });
}

export function useDeleteEvent() {
  return useAdminWrite(
    (id: string) => changedRows(getSupabase().from('sports_events').delete().eq('id', id).select('id'), 'event'),
    {
      errorMessage: 'Failed to delete live event',
      successMessage: 'Live event deleted successfully',
      refresh: REFRESH,
    },
  );
}

/** Start: is_live true, status live. Stop: is_live false, status scheduled. */
export function useSetEventLive(live: boolean) {
  return useAdminWrite((id: string) => updateEvent(id, { is_live: live, status: live ? 'live' : 'scheduled' }), {
    errorMessage: 'Failed to update live status',
    successMessage: live ? 'Event started' : 'Event stopped',
    refresh: REFRESH,
  });
}

/** End: not live, status ended, so the hubs offer Watch Replay. */
export function useEndEvent() {
  return useAdminWrite((id: string) => updateEvent(id, { is_live: false, status: 'ended' }), {
    errorMessage: 'Failed to end event',
    successMessage: 'Event ended',
    refresh: REFRESH,
  });
}
