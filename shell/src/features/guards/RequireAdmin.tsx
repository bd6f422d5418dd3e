import { useAuth } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessDenied } from './AccessDenied.tsx';
import { GuardPending } from './GuardPending.tsx';

/**
 * Admins only (docs/product/roles.md#admin). Signed-out visitors go to /auth; signed-in non-admins go home with a
 * toast. Waits for the user_roles check, so the dashboard never flashes for a non-admin.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const adminStatus = useAuth((state) => state.adminStatus);
  const isAdmin = useAuth((state) => state.isAdmin);
  const location = useLocation();
  if (status === 'loading') return <GuardPending />;
  if (status === 'signedOut') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (adminStatus !== 'known') return <GuardPending />;
  if (!isAdmin) return <AccessDenied />;
  return children;
}
