import { siteName, toast, useAuth } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';

export const emailConfirmedMessage = (site: string) => `Your e-mail address is confirmed. Welcome to ${site}.`;

/** The page was opened by a sign-up confirmation link: GoTrue's fragment carries type=signup and a session. */
export function isSignupLanding(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('type') === 'signup' && params.has('access_token');
}

/**
 * Says that the confirmation worked once the link's session is in. The fragment is read at the
 * first render, before supabase-js takes it out of the address bar.
 */
export function useEmailConfirmedNotice(): void {
  const [landing] = useState(() => typeof window !== 'undefined' && isSignupLanding(window.location.hash));
  const signedIn = useAuth((state) => state.status === 'signedIn');
  const shown = useRef(false);
  useEffect(() => {
    if (!landing || !signedIn || shown.current) return;
    shown.current = true;
    toast.success(emailConfirmedMessage(siteName()));
  }, [landing, signedIn]);
}
