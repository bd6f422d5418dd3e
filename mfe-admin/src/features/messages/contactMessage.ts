import type { Tables } from '@newsroom/shared';

/** A row of contact_messages as the inbox reads it. */
export type ContactMessageRow = Pick<
  Tables<'contact_messages'>,
  'id' | 'name' | 'email' | 'message' | 'created_at' | 'read_at' | 'archived_at'
>;

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  isRead: boolean;
  isArchived: boolean;
}

export type InboxView = 'inbox' | 'archived';

export function mapContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
    isRead: row.read_at !== null,
    isArchived: row.archived_at !== null,
  };
}
