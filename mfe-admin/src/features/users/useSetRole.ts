import { getSupabase } from '@newsroom/shared';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { useAdminWrite } from '../../lib/useAdminWrite.ts';
import type { AppRole } from './userAccount.ts';

export interface RoleChange {
  userId: string;
  role: AppRole;
  enabled: boolean;
}

export const ROLE_UPDATE_ERROR = 'Failed to update role';

/** Grants or revokes a role through set_user_role (which the database checks and audits). */
export function useSetRole() {
  return useAdminWrite(
    async ({ userId, role, enabled }: RoleChange) => {
      const { error } = await getSupabase().rpc('set_user_role', {
        target_user_id: userId,
        role_name: role,
        enabled,
      });
      if (error) throw error;
    },
    {
      errorMessage: ROLE_UPDATE_ERROR,
      successMessage: 'Role updated',
      refresh: [adminQueryKeys.allUsers, adminQueryKeys.roleAudit],
    },
  );
}
