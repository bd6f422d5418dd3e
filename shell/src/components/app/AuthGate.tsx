import { initAuth, useAuth } from '@newsroom/shared';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../screens/LoadingScreen.tsx';

export interface AuthGateProps {
  siteName: string;
  children: ReactNode;
}

/**
 * Starts the auth store and shows "Loading {siteName}" until the persisted session is known, so
 * no page renders signed-out links (or redirects) for a signed-in reader.
 */
export function AuthGate({ siteName, children }: AuthGateProps) {
  const loading = useAuth((state) => state.status === 'loading');
  useEffect(() => {
    void initAuth();
  }, []);
  return loading ? <LoadingScreen siteName={siteName} /> : children;
}
