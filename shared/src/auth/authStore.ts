import type { AuthChangeEvent, AuthError, Session, User } from '@supabase/supabase-js';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { authSession, initialAuthState } from './authSession.ts';
import { fetchIsAdmin } from './adminCheck.ts';
import { AUTH_MESSAGES } from './messages.ts';
import type { ActionResult } from '../model/actionResult.ts';
import { validateSignIn, validateSignUp, type SignInInput, type SignUpInput } from './validation.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';
/** 'checking' while the user_roles lookup for the current user runs: guards wait for 'known'. */
export type AdminStatus = 'checking' | 'known';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  isAdmin: boolean;
  adminStatus: AdminStatus;
  /** The last session event seen (signed in, token refreshed, user updated, ...). */
  lastEvent: AuthChangeEvent | null;
}

/** The one auth store of the portal (shared by the shell and every remote via @newsroom/shared). */
export const authStore = createStore<AuthState>(() => initialAuthState);

function supabase(): PortalClient {
  authSession.client ??= getSupabase();
  return authSession.client;
}

async function refreshAdmin(userId: string): Promise<void> {
  const isAdmin = await fetchIsAdmin(supabase(), userId);
  // A later sign-out or another user's sign-in makes this answer stale.
  if (authStore.getState().user?.id !== userId) return;
  authStore.setState({ isAdmin, adminStatus: 'known' });
}

/** Applies one auth event: all session states (docs/product/data.md#sessions) end up as signed in or signed out. */
export function applyAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  if (event === 'SIGNED_OUT' || !session) {
    authStore.setState({
      status: 'signedOut',
      session: null,
      user: null,
      isAdmin: false,
      adminStatus: 'known',
      lastEvent: event,
    });
    return;
  }
  const previousUserId = authStore.getState().user?.id;
  authStore.setState({ status: 'signedIn', session, user: session.user, lastEvent: event });
  if (previousUserId === session.user.id) return;
  authStore.setState({ isAdmin: false, adminStatus: 'checking' });
  // Deferred: supabase-js holds its auth lock while it runs this callback, and the role query
  // needs that lock to read the access token.
  setTimeout(() => void refreshAdmin(session.user.id), 0);
}

/** Another tab removed the persisted session: follow it even where BroadcastChannel is missing. */
function onStorage(event: StorageEvent): void {
  const isAuthKey = event.key !== null && /^sb-.+-auth-token$/.test(event.key);
  if (isAuthKey && event.newValue === null && authStore.getState().status === 'signedIn') {
    applyAuthEvent('SIGNED_OUT', null);
  }
}

/**
 * Starts the store once: subscribes to onAuthStateChange (supabase-js also relays other tabs'
 * events over BroadcastChannel) and reads the persisted session. Resolves when the initial
 * session is known, so the app can show its loading screen until then.
 */
export function initAuth(supabaseClient: PortalClient = supabase()): Promise<void> {
  if (authSession.started) return authSession.started;
  authSession.client = supabaseClient;
  const { data } = supabaseClient.auth.onAuthStateChange((event, session) => applyAuthEvent(event, session));
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  authSession.unsubscribe = () => {
    data.subscription.unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
  authSession.started = supabaseClient.auth
    .getSession()
    .then(({ data: { session } }) => {
      if (authStore.getState().status === 'loading') applyAuthEvent('INITIAL_SESSION', session);
    })
    .catch((error: unknown) => {
      console.error('Could not read the session', error);
      if (authStore.getState().status === 'loading') applyAuthEvent('INITIAL_SESSION', null);
    });
  return authSession.started;
}

function isAlreadyRegistered(error: AuthError): boolean {
  return error.code === 'user_already_exists' || /already registered/i.test(error.message ?? '');
}

export async function signIn(input: SignInInput): Promise<ActionResult> {
  const invalid = validateSignIn(input);
  if (invalid) return { ok: false, message: invalid };
  try {
    const { error } = await supabase().auth.signInWithPassword({
      email: input.email.trim(),
      password: input.password,
    });
    if (error) return { ok: false, message: error.message || AUTH_MESSAGES.signInFailed };
    return { ok: true, message: AUTH_MESSAGES.signedIn };
  } catch (error) {
    console.error('Sign in failed', error);
    return { ok: false, message: AUTH_MESSAGES.signInFailed };
  }
}

export async function signUp(input: SignUpInput): Promise<ActionResult> {
  const invalid = validateSignUp(input);
  if (invalid) return { ok: false, message: invalid };
  try {
    const { data, error } = await supabase().auth.signUp({
      email: input.email.trim(),
      password: input.password,
      options: {
        data: { full_name: input.name.trim() },
        emailRedirectTo: typeof window === 'undefined' ? undefined : `${window.location.origin}/`,
      },
    });
    if (error) {
      // Only a backend with confirmations off says so; with them on the owner is told by mail.
      const message = isAlreadyRegistered(error) ? AUTH_MESSAGES.alreadyRegistered : error.message;
      return { ok: false, message: message || AUTH_MESSAGES.signUpFailed };
    }
    if (!data.user) return { ok: false, message: AUTH_MESSAGES.signUpFailed };
    return { ok: true, message: AUTH_MESSAGES.signedUp };
  } catch (error) {
    console.error('Sign up failed', error);
    return { ok: false, message: AUTH_MESSAGES.signUpFailed };
  }
}

export async function signOut(): Promise<ActionResult> {
  try {
    const { error } = await supabase().auth.signOut();
    if (error) {
      console.error('Sign out failed', error);
      return { ok: false, message: AUTH_MESSAGES.signOutFailed };
    }
    applyAuthEvent('SIGNED_OUT', null);
    return { ok: true, message: AUTH_MESSAGES.signedOut };
  } catch (error) {
    console.error('Sign out failed', error);
    return { ok: false, message: AUTH_MESSAGES.signOutFailed };
  }
}

/** Reads the auth store from React; pass a selector to re-render only on what you use. */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
