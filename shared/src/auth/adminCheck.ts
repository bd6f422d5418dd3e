import type { PortalClient } from '../supabase/client.ts';

/**
 * Admin = a user_roles row with role admin for this user. Most users have no such row, so the
 * lookup asks for "at most one" (maybeSingle: an empty answer, not a 406 the browser logs as a
 * failed request). PGRST116 (more than one row) and any other failure both mean "not admin": the
 * safe answer when in doubt.
 */
export async function fetchIsAdmin(client: PortalClient, userId: string): Promise<boolean> {
  try {
    const { data, error } = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin')
      .maybeSingle();
    if (error) {
      if (error.code !== 'PGRST116') console.error('Admin check failed', error);
      return false;
    }
    return data?.role === 'admin';
  } catch (error) {
    console.error('Admin check failed', error);
    return false;
  }
}
