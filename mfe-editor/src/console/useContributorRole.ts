import { getSupabase, useAuth } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the signed-in user holds the contributor role (decision 183). Asked here, and only of
 * someone who is neither editor nor admin, rather than in the shared rights hook: that hook ships
 * on every reader page, this question only in the console.
 */
export function useContributorRole(enabled: boolean) {
  const userId = useAuth((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: ['editor', 'contributor-role', userId],
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('user_roles')
        .select('role')
        .eq('user_id', userId ?? '')
        .eq('role', 'contributor');
      if (error) throw new Error('Could not check your editing rights', { cause: error });
      return (data ?? []).length > 0;
    },
    enabled: enabled && userId !== null,
  });
}
