import { signOut, toast } from '@newsroom/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Sign out, toast "Signed out successfully" and go home; on failure "Failed to sign out". */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const result = await signOut();
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    navigate('/');
  }, [navigate]);
}
