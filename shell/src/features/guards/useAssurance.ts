import { useAuth } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { assurance } from '../security/securityActions.ts';

/**
 * Where the session stands on two-factor, asked again whenever the session's token changes (a
 * verified code gives a new one), so a step-up is seen at once.
 */
export function useAssurance() {
  const token = useAuth((state) => state.session?.access_token ?? null);
  return useQuery({ queryKey: ['assurance', token], queryFn: assurance, enabled: token !== null, staleTime: 30_000 });
}
