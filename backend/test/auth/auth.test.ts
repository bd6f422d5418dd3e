import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';

const PASSWORD = 'correct-horse-1';

describeEachDatabase('auth /auth/v1', (tb) => {
  async function rawAuth(path: string, init: RequestInit & { token?: string } = {}) {
    const { backend } = tb();
    const headers = new Headers(init.headers);
    headers.set('apikey', backend.anonKey);
    headers.set('authorization', `Bearer ${init.token ?? backend.anonKey}`);
    headers.set('content-type', 'application/json');
    headers.set('x-supabase-api-version', '2024-01-01');
    return fetch(`${tb().url}/auth/v1${path}`, { ...init, headers });
  }

  describe('signup', () => {
    it('answers a new address with its user and no session, and keeps data.full_name in user_metadata', async () => {
      const client = tb().client();
      const email = uniqueEmail('Signup');
      const { data, error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { full_name: 'Ada Lovelace' } },
      });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.email).toBe(email.toLowerCase());
      expect(data.user?.user_metadata.full_name).toBe('Ada Lovelace');
      expect(data.user?.identities).toHaveLength(1);
      expect(data.user?.email_confirmed_at).toBeUndefined();
      expect(data.user?.confirmation_sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('refuses a short password with 422 weak_password and its reasons', async () => {
      const { error } = await tb().client().auth.signUp({ email: uniqueEmail(), password: '12345' });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('weak_password');
      expect(error?.message).toBe('Password should be at least 6 characters.');
      expect((error as { reasons?: string[] }).reasons).toEqual(['length']);
    });

    it('requires an e-mail and a password (400 validation_failed)', async () => {
      const response = await rawAuth('/signup', { method: 'POST', body: JSON.stringify({ password: PASSWORD }) });
      expect(response.status).toBe(400);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
      expect(await response.json()).toMatchObject({
        code: 'validation_failed',
        message: 'You must provide either an email or phone number and a password',
        error_code: 'validation_failed',
      });
    });

    it('rejects a malformed e-mail', async () => {
      const { error } = await tb().client().auth.signUp({ email: 'not-an-email', password: PASSWORD });
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toBe('Unable to validate email address: invalid format');
    });

    it('answers malformed JSON with 400 bad_json, not a crash', async () => {
      const response = await rawAuth('/signup', { method: 'POST', body: '{"email": ' });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('bad_json');
    });

    it('refuses an oversized body with 413', async () => {
      const huge = JSON.stringify({ email: uniqueEmail(), password: PASSWORD, data: { blob: 'x'.repeat(400_000) } });
      const response = await rawAuth('/signup', { method: 'POST', body: huge });
      expect(response.status).toBe(413);
    });
  });

  describe('password grant', () => {
    it('signs in with the right password and rejects a wrong one as invalid_credentials', async () => {
      const { email } = await tb().signedInClient();
      const client = tb().client();
      const ok = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(ok.error).toBeNull();
      expect(ok.data.user?.email).toBe(email);
      const bad = await tb().client().auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(bad.error?.status).toBe(400);
      expect(bad.error?.code).toBe('invalid_credentials');
      const unknown = await tb().client().auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
      expect(unknown.error?.message).toBe('Invalid login credentials');
    });

    it('issues GoTrue access-token claims bound to a session', async () => {
      const { client, userId, email } = await tb().signedInClient();
      await client.auth.signInWithPassword({ email, password: 'correct-horse-1' });
      const { data } = await client.auth.getSession();
      const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({
        iss: `${tb().url}/auth/v1`,
        sub: userId,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: '',
        aal: 'aal1',
        is_anonymous: false,
      });
      expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(claims.exp - claims.iat).toBe(3600);
      expect(claims.amr[0].method).toBe('password');
    });

    it('rejects an unsupported grant type', async () => {
      const response = await rawAuth('/token?grant_type=magic', { method: 'POST', body: '{}' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    });
  });

  describe('refresh tokens', () => {
    it('rotates, tolerates the parent of the active token, refuses older reuse', async () => {
      const { client } = await tb().signedInClient();
      const first = (await client.auth.getSession()).data.session!.refresh_token;
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      const second = refreshed.data.session!.refresh_token;
      expect(second).not.toBe(first);

      // A second tab still holding `first` gets the active token back instead of being signed out.
      const again = await rawAuth('/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: first }),
      });
      expect(again.status).toBe(200);
      expect((await again.json()).refresh_token).toBe(second);

      await client.auth.refreshSession();
      const stale = await rawAuth('/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: first }),
      });
      expect(stale.status).toBe(400);
      expect((await stale.json()).code).toBe('refresh_token_already_used');
    });

    it('answers an unknown refresh token with refresh_token_not_found', async () => {
      const response = await rawAuth('/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: 'nope' }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('refresh_token_not_found');
    });
  });

  describe('user', () => {
    it('merges user_metadata on update and deletes keys set to null', async () => {
      const { client } = await tb().signedInClient();
      await client.auth.updateUser({ data: { full_name: 'A', a: 1 } });
      const { data, error } = await client.auth.updateUser({ data: { a: null, b: 2 } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({ full_name: 'A', b: 2 });
      expect(data.user?.user_metadata).not.toHaveProperty('a');
      const fetched = await client.auth.getUser();
      expect(fetched.data.user?.user_metadata.b).toBe(2);
    });

    it('changes the password; the old one stops working', async () => {
      const { client, email } = await tb().signedInClient();
      const same = await client.auth.updateUser({ password: PASSWORD });
      expect(same.error?.code).toBe('same_password');
      const short = await client.auth.updateUser({ password: 'abc' });
      expect(short.error?.code).toBe('weak_password');
      expect((await client.auth.updateUser({ password: 'new-password-2' })).error).toBeNull();
      expect((await tb().client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
        'invalid_credentials',
      );
      expect((await tb().client().auth.signInWithPassword({ email, password: 'new-password-2' })).error).toBeNull();
    });

    it('rejects a tampered token and an expired token with 403 bad_jwt', async () => {
      const { client } = await tb().signedInClient();
      const token = (await client.auth.getSession()).data.session!.access_token;
      const [header, payload] = token.split('.');
      const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
      forged.role = 'service_role';
      const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${token.split('.')[2]}`;
      const response = await rawAuth('/user', { token: tampered });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('bad_jwt');

      const expired = await new SignJWT({ ...forged, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 3600 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(tb().backend.jwtSecret));
      const expiredResponse = await rawAuth('/user', { token: expired });
      expect(expiredResponse.status).toBe(403);
      expect((await expiredResponse.json()).code).toBe('bad_jwt');
    });

    it('requires a bearer token (401 no_authorization)', async () => {
      const response = await fetch(`${tb().url}/auth/v1/user`, { headers: { apikey: tb().backend.anonKey } });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('no_authorization');
    });
  });

  describe('logout', () => {
    it('global logout ends every session: old access tokens get 403 session_not_found', async () => {
      const email = uniqueEmail();
      const { client: first } = await tb().signedInClient(email, PASSWORD);
      const second = tb().client();
      await second.auth.signInWithPassword({ email, password: PASSWORD });
      const secondToken = (await second.auth.getSession()).data.session!.access_token;
      const secondRefresh = (await second.auth.getSession()).data.session!.refresh_token;

      expect((await first.auth.signOut({ scope: 'global' })).error).toBeNull();
      const response = await rawAuth('/user', { token: secondToken });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('session_not_found');
      const { error } = await second.auth.getUser();
      expect(error?.name).toBe('AuthSessionMissingError');
      const refresh = await rawAuth('/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: secondRefresh }),
      });
      expect(refresh.status).toBe(400);
    });

    it('local logout ends only the current session; others keeps only the current one', async () => {
      const email = uniqueEmail();
      const { client: a } = await tb().signedInClient(email, PASSWORD);
      const b = tb().client();
      const c = tb().client();
      await b.auth.signInWithPassword({ email, password: PASSWORD });
      await c.auth.signInWithPassword({ email, password: PASSWORD });
      const tokenA = (await a.auth.getSession()).data.session!.access_token;
      const tokenB = (await b.auth.getSession()).data.session!.access_token;

      expect((await c.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect((await rawAuth('/user', { token: tokenA })).status).toBe(200);

      const others = await rawAuth('/logout?scope=others', { method: 'POST', token: tokenA });
      expect(others.status).toBe(204);
      expect((await rawAuth('/user', { token: tokenA })).status).toBe(200);
      expect((await rawAuth('/user', { token: tokenB })).status).toBe(403);
    });

    it('rejects an unknown scope', async () => {
      const { client } = await tb().signedInClient();
      const token = (await client.auth.getSession()).data.session!.access_token;
      const response = await rawAuth('/logout?scope=everyone', { method: 'POST', token });
      expect(response.status).toBe(400);
    });
  });

  describe('misc endpoints', () => {
    it('recover answers {} whether or not the e-mail exists', async () => {
      const { data, error } = await tb().client().auth.resetPasswordForEmail(uniqueEmail());
      expect(error).toBeNull();
      expect(data).toEqual({});
    });

    it('serves /health and /settings', async () => {
      expect((await rawAuth('/health')).status).toBe(200);
      const settings = await (await rawAuth('/settings')).json();
      expect(settings.mailer_autoconfirm).toBe(false);
      expect(settings.external.email).toBe(true);
    });
  });

  describe('admin', () => {
    it('creates, reads, lists, updates and deletes users with the service_role key', async () => {
      const admin = tb().client('service_role').auth.admin;
      const email = uniqueEmail('admin');
      const created = await admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { full_name: 'Editor One' },
        app_metadata: { team: 'news' },
      });
      expect(created.error).toBeNull();
      const id = created.data.user!.id;
      expect(created.data.user?.app_metadata).toMatchObject({ provider: 'email', team: 'news' });
      expect(created.data.user?.email_confirmed_at).toBeTruthy();

      const signIn = await tb().client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.data.user?.user_metadata.full_name).toBe('Editor One');

      expect((await admin.getUserById(id)).data.user?.email).toBe(email);
      const list = await admin.listUsers({ page: 1, perPage: 1000 });
      expect(list.data.users.map((user) => user.id)).toContain(id);

      const updated = await admin.updateUserById(id, { user_metadata: { full_name: 'Editor Two' } });
      expect(updated.data.user?.user_metadata.full_name).toBe('Editor Two');

      const duplicate = await admin.createUser({ email, password: PASSWORD });
      expect(duplicate.error?.status).toBe(422);
      expect(duplicate.error?.code).toBe('email_exists');

      expect((await admin.deleteUser(id)).error).toBeNull();
      expect((await admin.getUserById(id)).error?.status).toBe(404);
    });

    it('bans a user: password sign-in and refresh answer 400 user_banned', async () => {
      const { client, userId, email } = await tb().signedInClient();
      const refreshToken = (await client.auth.getSession()).data.session!.refresh_token;
      const banned = await tb().client('service_role').auth.admin.updateUserById(userId, { ban_duration: '24h' });
      expect(banned.error).toBeNull();
      const signIn = await tb().client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error?.code).toBe('user_banned');
      const refresh = await rawAuth('/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      expect((await refresh.json()).code).toBe('user_banned');
      await tb().client('service_role').auth.admin.updateUserById(userId, { ban_duration: 'none' });
      expect((await tb().client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    });

    it('refuses sign-in for an admin-created user whose e-mail is not confirmed', async () => {
      const email = uniqueEmail('unconfirmed');
      await tb().client('service_role').auth.admin.createUser({ email, password: PASSWORD });
      const { error } = await tb().client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('email_not_confirmed');
    });

    it('refuses admin calls made with the anon key or a user token', async () => {
      const anon = createTestClient(tb().url, tb().backend.anonKey);
      const { error } = await anon.auth.admin.listUsers();
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('not_admin');
    });
  });
});
