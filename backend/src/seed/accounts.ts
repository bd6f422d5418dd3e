import type { SupabaseClient } from '@supabase/supabase-js';

/** The local accounts (docs/product/overview.md#local-accounts). Never created outside a fresh local database. */
export const LOCAL_ACCOUNTS = [
  { email: 'admin@example.com', password: 'password123', fullName: 'Site Admin', role: 'admin' },
  { email: 'editor@example.com', password: 'password123', fullName: 'Desk Editor', role: 'editor' },
  { email: 'reader@example.com', password: 'password123', fullName: 'Regular Reader', role: null },
] as const;

async function findUserId(admin: SupabaseClient, email: string): Promise<string | null> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw error;
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user.id;
    if (data.users.length < 200) return null;
  }
}

/** Creates the user (confirmed) unless it exists; returns its id either way. */
async function ensureUser(admin: SupabaseClient, account: (typeof LOCAL_ACCOUNTS)[number]): Promise<string> {
  const existing = await findUserId(admin, account.email);
  if (existing) return existing;
  const { data, error } = await admin.auth.admin.createUser({
    email: account.email,
    password: account.password,
    email_confirm: true,
    user_metadata: { full_name: account.fullName },
  });
  if (error || !data.user) throw error ?? new Error(`Could not create ${account.email}`);
  return data.user.id;
}

async function ensureRole(admin: SupabaseClient, userId: string, role: string): Promise<void> {
  const { data, error } = await admin.from('user_roles').select('id').eq('user_id', userId).eq('role', role);
  if (error) throw error;
  if (data.length > 0) return;
  const inserted = await admin.from('user_roles').insert({ user_id: userId, role });
  if (inserted.error) throw inserted.error;
}

/** Ensures the three accounts and their roles; returns e-mail -> user id. */
export async function ensureLocalAccounts(admin: SupabaseClient): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const account of LOCAL_ACCOUNTS) {
    const id = await ensureUser(admin, account);
    if (account.role) await ensureRole(admin, id, account.role);
    ids[account.email] = id;
  }
  return ids;
}
