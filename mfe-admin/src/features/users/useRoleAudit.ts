import { failLoad, getSupabase } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { mapRoleAuditRow } from './roleAudit.ts';

export const ROLE_AUDIT_LIMIT = 50;
export const ROLE_AUDIT_LOAD_ERROR = 'Failed to load role changes';

/** The latest role changes, newest first. */
export async function fetchRoleAudit() {
  const { data, error } = await getSupabase()
    .from('role_audit_log')
    .select('id, action, role, target_user_id, target_email, actor_user_id, actor_email, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(ROLE_AUDIT_LIMIT);
  if (error) failLoad(ROLE_AUDIT_LOAD_ERROR, error);
  return (data ?? []).map(mapRoleAuditRow);
}

export function roleAuditQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.roleAudit,
    queryFn: () => fetchRoleAudit(),
    meta: { errorMessage: ROLE_AUDIT_LOAD_ERROR },
  });
}

export function useRoleAudit() {
  return useQuery(roleAuditQuery());
}
