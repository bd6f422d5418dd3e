import { failLoad, getSupabase } from '@newsroom/shared';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { mapContactMessage, type ContactMessage, type InboxView } from './contactMessage.ts';

export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_LOAD_ERROR = 'Failed to load messages';

interface MessagesPage {
  messages: ContactMessage[];
  nextOffset: number | null;
}

async function fetchMessagesPage(view: InboxView, offset: number): Promise<MessagesPage> {
  let query = getSupabase()
    .from('contact_messages')
    .select('id, name, email, message, created_at, read_at, archived_at');
  query = view === 'inbox' ? query.is('archived_at', null) : query.not('archived_at', 'is', null);
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + MESSAGES_PAGE_SIZE - 1);
  if (error) failLoad(MESSAGES_LOAD_ERROR, error);
  const rows = data ?? [];
  return {
    messages: rows.map(mapContactMessage),
    nextOffset: rows.length === MESSAGES_PAGE_SIZE ? offset + MESSAGES_PAGE_SIZE : null,
  };
}

/** Messages from /contact, newest first, a page at a time. */
export function useContactMessages(view: InboxView) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.contactMessages(view),
    queryFn: ({ pageParam }) => fetchMessagesPage(view, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
    meta: { errorMessage: MESSAGES_LOAD_ERROR },
  });
}

/** Unread messages still in the inbox (the number on the tab). */
export async function fetchUnreadMessageCount() {
  const { count, error } = await getSupabase()
    .from('contact_messages')
    .select('id', { count: 'exact', head: true })
    .is('archived_at', null)
    .is('read_at', null);
  if (error) failLoad(MESSAGES_LOAD_ERROR, error);
  return count ?? 0;
}

export function unreadMessageCountQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.unreadMessages,
    queryFn: () => fetchUnreadMessageCount(),
  });
}

export function useUnreadMessageCount() {
  return useQuery(unreadMessageCountQuery());
}
