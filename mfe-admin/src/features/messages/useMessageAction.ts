import { getSupabase } from '@newsroom/shared';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { changedRows } from '../../lib/changedRows.ts';
import { useAdminWrite } from '../../lib/useAdminWrite.ts';

export type MessageAction = 'read' | 'unread' | 'archive' | 'restore';

type MarksPatch = { read_at?: string | null; archived_at?: string | null };

/** The database stamps a new mark with its own clock; the client's time only means "set". */
function patchFor(action: MessageAction): MarksPatch {
  const now = new Date().toISOString();
  if (action === 'read') return { read_at: now };
  if (action === 'unread') return { read_at: null };
  if (action === 'archive') return { archived_at: now };
  return { archived_at: null };
}

const SUCCESS: Record<MessageAction, string> = {
  read: 'Marked as read',
  unread: 'Marked as unread',
  archive: 'Message archived',
  restore: 'Message moved to the inbox',
};

export const MESSAGE_UPDATE_ERROR = 'Failed to update message';

/** Marks one message read/unread or archives/restores it; refreshes the inbox and the count. */
export function useMessageAction(action: MessageAction) {
  return useAdminWrite(
    (id: string) =>
      changedRows(getSupabase().from('contact_messages').update(patchFor(action)).eq('id', id).select('id'), 'message'),
    {
      errorMessage: MESSAGE_UPDATE_ERROR,
      successMessage: SUCCESS[action],
      refresh: [adminQueryKeys.allContactMessages],
    },
  );
}
