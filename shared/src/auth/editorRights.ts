import type { SupabaseClient } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase } from '../supabase/client.ts';
import { useAuth } from './authStore.ts';

export type AppRole = 'admin' | 'editor';

export interface EditorRights {
  /** 'checking' until the session and the role lookup are known. */
  status: 'checking' | 'known';
  /** Editors and admins write editorial content (the database's policies decide in the end). */
  canEdit: boolean;
  isAdmin: boolean;
  roles: readonly AppRole[];
  /** The role lookup itself failed (not "no role"): the console offers Retry. */
  error: Error | null;
  retry: () => void;
}

function isAppRole(value: unknown): value is AppRole {
  return value === 'admin' || value === 'editor';
}

/** The user's application roles from user_roles (policy: a user reads their own rows). */
export async function fetchUserRoles(client: SupabaseClient, userId: string): Promise<AppRole[]> {
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', userId);
  if (error) {
    console.error('Role lookup failed', error);
    throw new Error('Could not check your editing rights', { cause: error });
  }
  return (data ?? []).map((row: { role?: unknown }) => row.role).filter(isAppRole);
}

/**
 * What the signed-in user (from the shared auth store) may do in the editor console, from their
 * user_roles rows. Hiding a form is a courtesy: row-level security refuses the writes anyway.
 */
export function useEditorRights(client?: SupabaseClient): EditorRights {
  const authStatus = useAuth((state) => state.status);
  const userId = useAuth((state) => state.user?.id ?? null);
  const storeIsAdmin = useAuth((state) => state.isAdmin);
  const query = useQuery({
    queryKey: queryKeys.userRoles(userId ?? 'signed-out'),
    queryFn: () => fetchUserRoles(client ?? getSupabase(), userId ?? ''),
    enabled: userId !== null,
  });
  const roles = query.data ?? [];
  const checking = authStatus === 'loading' || (userId !== null && query.isPending);
  const isAdmin = storeIsAdmin || roles.includes('admin');
  return {
    status: checking ? 'checking' : 'known',
    canEdit: isAdmin || roles.includes('editor'),
    isAdmin,
    roles,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
