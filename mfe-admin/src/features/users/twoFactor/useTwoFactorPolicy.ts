import { failLoad, getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppRole } from '../userAccount.ts';

export interface RoleRequirement {
  role: AppRole;
  required: boolean;
}

export const POLICY_LOAD_ERROR = 'Could not load the two-factor settings.';
const KEY = ['admin', 'two-factor-requirements'] as const;

async function fetchPolicy(): Promise<RoleRequirement[]> {
  const { data, error } = await getSupabase().from('two_factor_requirements').select('role, required').order('role');
  if (error) failLoad(POLICY_LOAD_ERROR, error);
  return (data ?? []) as RoleRequirement[];
}

export function useTwoFactorPolicy() {
  return useQuery({ queryKey: KEY, queryFn: fetchPolicy });
}

/** Sets one role's requirement; the database checks the admin (and their own two-factor rule) and audits it. */
export function useSetRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ role, required }: RoleRequirement) => {
      const { data, error } = await getSupabase()
        .from('two_factor_requirements')
        .update({ required })
        .eq('role', role)
        .select('role');
      if (error) throw error;
      // Row-level security hides a refused update: no row back means it was not allowed.
      if (!data?.length) throw new Error('Not allowed: sign in with your authenticator app code first.');
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
