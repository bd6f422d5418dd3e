import { useAuth } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { GuardPending } from './GuardPending.tsx';

/** Signed-in users only; signed-out visitors are sent to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <GuardPending />;
  if (status === 'signedOut') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return children;
}
