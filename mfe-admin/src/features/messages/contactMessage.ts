/** A row of contact_messages as the inbox reads it. */
export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  read_at: string | null;
  archived_at: string | null;
}

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
