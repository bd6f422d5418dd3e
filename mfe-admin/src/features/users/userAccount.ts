export type AppRole = 'admin' | 'editor' | 'contributor';
/** In the users table's order: a contributor files, an editor publishes, an admin runs the site (decision 183). */
export const APP_ROLES: readonly AppRole[] = ['contributor', 'editor', 'admin'];
export const ROLE_LABELS: Record<AppRole, string> = { contributor: 'Contributor', editor: 'Editor', admin: 'Admin' };

import type { Database } from '@newsroom/shared';

/** A row of admin_search_users (its text columns may be null: a user without a name). */
export type UserDirectoryRow = Database['public']['Functions']['admin_search_users']['Returns'][number];

export interface UserAccount {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
  lastSignInAt: string;
  roles: AppRole[];
}

export interface UserPage {
  users: UserAccount[];
  total: number;
}

const isAppRole = (role: string): role is AppRole => (APP_ROLES as readonly string[]).includes(role);

export function mapUserPage(rows: readonly UserDirectoryRow[]): UserPage {
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email ?? '',
      fullName: row.full_name ?? '',
      createdAt: row.created_at ?? '',
      lastSignInAt: row.last_sign_in_at ?? '',
      roles: (row.roles ?? []).filter(isAppRole),
    })),
    total: rows.length > 0 ? Number(rows[0].total_count) : 0,
  };
}
