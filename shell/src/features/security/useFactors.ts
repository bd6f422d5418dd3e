import { useAuth } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { listAuthenticators } from './securityActions.ts';

/** The signed-in account's factors; the key follows the user so another account never sees them. */
export function useFactors() {
  const userId = useAuth((state) => state.user?.id ?? null);
  return useQuery({ queryKey: ['factors', userId], queryFn: listAuthenticators, enabled: userId !== null });
}
