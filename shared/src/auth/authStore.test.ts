// @vitest-environment happy-dom
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests } from '../testing/index.ts';
import { authStore, initAuth, signIn, signOut, signUp } from './authStore.ts';
import { AUTH_MESSAGES } from './messages.ts';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

function sessionFor(id: string, email = `${id}@example.com`): Session {
  return {
    access_token: `token-${id}`,
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id, email, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' },
  } as Session;
}

/** A stand-in for the bits of supabase-js the store calls; `roleResult` is what user_roles answers. */
function fakeClient(initial: Session | null, roleResult: { data: unknown; error: unknown }) {
  const listeners: Listener[] = [];
  const roleQuery = { select: vi.fn(), eq: vi.fn(), maybeSingle: vi.fn(async () => roleResult) };
  roleQuery.select.mockReturnValue(roleQuery);
  roleQuery.eq.mockReturnValue(roleQuery);
  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    getSession: vi.fn(async () => ({ data: { session: initial }, error: null })),
    signInWithPassword: vi.fn(),
    signUp: vi.fn(),
    signOut: vi.fn(),
  };
  const from = vi.fn(() => roleQuery);
  const client = { auth, from } as unknown as SupabaseClient;
  const emit = (event: AuthChangeEvent, session: Session | null) => listeners.forEach((l) => l(event, session));
  return { client, auth, from, roleQuery, emit };
}

const flushAdminCheck = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('auth store', () => {
  beforeEach(() => resetAuthForTests());
  afterEach(() => vi.restoreAllMocks());

  it('starts loading and becomes signed out without a persisted session', async () => {
    const { client } = fakeClient(null, { data: null, error: null });
    expect(authStore.getState().status).toBe('loading');
    await initAuth(client);
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false });
  });

  it('restores a persisted session and marks an admin from user_roles', async () => {
    const { client, from, roleQuery } = fakeClient(sessionFor('u1'), { data: { role: 'admin' }, error: null });
    await initAuth(client);
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', adminStatus: 'checking' });
    await flushAdminCheck();
    expect(from).toHaveBeenCalledWith('user_roles');
    expect(roleQuery.eq).toHaveBeenCalledWith('user_id', 'u1');
    expect(roleQuery.eq).toHaveBeenCalledWith('role', 'admin');
    expect(authStore.getState()).toMatchObject({ isAdmin: true, adminStatus: 'known' });
  });

  it('asks for at most one role row, so a user without one is an empty answer, not an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, roleQuery } = fakeClient(sessionFor('u7'), { data: null, error: null });
    await initAuth(client);
    await flushAdminCheck();
    expect(roleQuery.maybeSingle).toHaveBeenCalled();
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: false, adminStatus: 'known' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('treats PGRST116 (several rows) and any other error as not admin', async () => {
    const missing = fakeClient(sessionFor('u2'), { data: null, error: { code: 'PGRST116', message: 'none' } });
    await initAuth(missing.client);
    await flushAdminCheck();
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: false, adminStatus: 'known' });

    resetAuthForTests();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = fakeClient(sessionFor('u3'), { data: null, error: { code: '500', message: 'boom' } });
    await initAuth(broken.client);
    await flushAdminCheck();
    expect(authStore.getState()).toMatchObject({ isAdmin: false, adminStatus: 'known' });
  });

  it('follows every session event: refresh keeps the user, sign-out from another tab clears it', async () => {
    const { client, emit, from } = fakeClient(null, { data: { role: 'admin' }, error: null });
    await initAuth(client);
    emit('SIGNED_IN', sessionFor('u4'));
    await flushAdminCheck();
    emit('TOKEN_REFRESHED', { ...sessionFor('u4'), access_token: 'fresh' });
    emit('USER_UPDATED', sessionFor('u4', 'new@example.com'));
    expect(from).toHaveBeenCalledTimes(1); // same user: no second role lookup
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, lastEvent: 'USER_UPDATED' });
    expect(authStore.getState().user?.email).toBe('new@example.com');
    emit('SIGNED_OUT', null);
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false });
  });

  it('signs out when another tab removes the persisted session from storage', async () => {
    const { client } = fakeClient(sessionFor('u5'), { data: null, error: { code: 'PGRST116' } });
    await initAuth(client);
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: null }));
    expect(authStore.getState().status).toBe('signedOut');
  });
});

describe('auth actions', () => {
  beforeEach(() => resetAuthForTests());

  it('validates before calling the server', async () => {
    const { client, auth } = fakeClient(null, { data: null, error: null });
    await initAuth(client);
    expect(await signIn({ email: ' ', password: 'x' })).toEqual({ ok: false, message: 'Please fill in all fields' });
    expect(await signUp({ name: 'A', email: 'a@b.co', password: '12345' })).toEqual({
      ok: false,
      message: 'Password must be at least 6 characters',
    });
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('returns the server message or the product fallback on sign-in failure, Welcome back! on success', async () => {
    const { client, auth } = fakeClient(null, { data: null, error: null });
    await initAuth(client);
    auth.signInWithPassword.mockResolvedValueOnce({ error: { message: 'Invalid login credentials' } });
    expect(await signIn({ email: 'a@b.co', password: 'wrong1' })).toEqual({
      ok: false,
      message: 'Invalid login credentials',
    });
    auth.signInWithPassword.mockResolvedValueOnce({ error: { message: '' } });
    expect((await signIn({ email: 'a@b.co', password: 'wrong1' })).message).toBe('Failed to sign in');
    auth.signInWithPassword.mockResolvedValueOnce({ error: null });
    expect(await signIn({ email: ' a@b.co ', password: 'right1' })).toEqual({ ok: true, message: 'Welcome back!' });
    expect(auth.signInWithPassword).toHaveBeenLastCalledWith({ email: 'a@b.co', password: 'right1' });
  });

  it('maps "already registered" and sends the full name on sign-up', async () => {
    const { client, auth } = fakeClient(null, { data: null, error: null });
    await initAuth(client);
    auth.signUp.mockResolvedValueOnce({ data: {}, error: { message: 'User already registered' } });
    expect((await signUp({ name: 'Ann', email: 'a@b.co', password: 'secret1' })).message).toBe(
      AUTH_MESSAGES.alreadyRegistered,
    );
    auth.signUp.mockResolvedValueOnce({ data: {}, error: { message: '' } });
    expect((await signUp({ name: 'Ann', email: 'a@b.co', password: 'secret1' })).message).toBe(
      'Failed to create account',
    );
    auth.signUp.mockResolvedValueOnce({ data: { user: { identities: [{}] } }, error: null });
    expect(await signUp({ name: ' Ann ', email: 'a@b.co', password: 'secret1' })).toEqual({
      ok: true,
      message: 'Account created successfully! Please check your email for verification.',
    });
    expect(auth.signUp).toHaveBeenLastCalledWith({
      email: 'a@b.co',
      password: 'secret1',
      options: { data: { full_name: 'Ann' }, emailRedirectTo: `${window.location.origin}/` },
    });
    // A taken address looks the same as a new one (its owner is told by mail, not the caller).
    auth.signUp.mockResolvedValueOnce({ data: { user: { identities: [] } }, error: null });
    expect((await signUp({ name: 'Ann', email: 'a@b.co', password: 'secret1' })).ok).toBe(true);
  });

  it('reports sign-out success and failure with the product toasts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, auth } = fakeClient(sessionFor('u6'), { data: null, error: { code: 'PGRST116' } });
    await initAuth(client);
    auth.signOut.mockResolvedValueOnce({ error: { message: 'network' } });
    expect(await signOut()).toEqual({ ok: false, message: 'Failed to sign out' });
    expect(authStore.getState().status).toBe('signedIn');
    auth.signOut.mockResolvedValueOnce({ error: null });
    expect(await signOut()).toEqual({ ok: true, message: 'Signed out successfully' });
    expect(authStore.getState().status).toBe('signedOut');
  });
});
