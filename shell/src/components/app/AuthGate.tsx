import { afterStartup, getSupabase, initAuth, useAuth } from '@newsroom/shared';
import { useEffect, type ReactNode } from 'react';
import { useEmailConfirmedNotice } from '../../features/auth/useEmailConfirmedNotice.ts';
import { LoadingScreen } from '../screens/LoadingScreen.tsx';

export interface AuthGateProps {
  siteName: string;
  /**
   * Show "Loading {siteName}" until the persisted session is known (a page started in the
   * browser). A server-rendered page is shown at once: its account links, guards and signed-in
   * extras wait for the session on their own ('loading' renders none of them).
   */
  waitForSession?: boolean;
  children: ReactNode;
}

/**
 * Starts the auth store; no page renders signed-out links (or redirects) for a signed-in reader.
 * On a hydrating page the session restore (and the Supabase client it creates) waits for the
 * start-up work's release: the first paint shows no session-dependent links anyway.
 */
export function AuthGate({ siteName, waitForSession = true, children }: AuthGateProps) {
  const loading = useAuth((state) => state.status === 'loading');
  // Rendered before anything else: it reads the link's fragment before supabase-js clears it.
  useEmailConfirmedNotice();
  useEffect(() => {
    // Building the client and restoring the session are each a task of their own: together they
    // took over 100 ms on a phone (decision 146).
    const cancels = [afterStartup(() => void getSupabase()), afterStartup(() => void initAuth())];
    return () => cancels.forEach((cancel) => cancel());
  }, []);
  return loading && waitForSession ? <LoadingScreen siteName={siteName} /> : children;
}
