import { AUTH_MESSAGES, toast } from '@newsroom/shared';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/** Toasts "Access denied. Admin privileges required." once and goes home. */
export function AccessDenied() {
  useEffect(() => {
    // A fixed id: StrictMode's double effect and repeated visits never stack copies.
    toast.error(AUTH_MESSAGES.accessDenied, { id: 'access-denied' });
  }, []);
  return <Navigate to="/" replace />;
}
