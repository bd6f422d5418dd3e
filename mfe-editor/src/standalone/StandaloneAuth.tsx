import { initAuth } from '@newsroom/shared';
import { useEffect, type ReactNode } from 'react';

/**
 * The shell starts the shared auth store; the standalone page has no shell, so it starts it here
 * (idempotent), or the console would wait for a session forever.
 */
export function StandaloneAuth({ children }: { children: ReactNode }) {
  useEffect(() => void initAuth(), []);
  return <>{children}</>;
}
