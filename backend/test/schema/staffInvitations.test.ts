import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { verifyLink } from '../helpers/mailbox.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, startApiWorld, type ApiWorld } from './apiWorld.ts';

// Mail round trips and link landings on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PORTAL = 'http://localhost:3000';
const STRANGER_PASSWORD = 'strangers-own-1';

/** The code an authenticator app shows now (clear of a step's last seconds, so it is still current). */
async function totpCode(secret: string): Promise<string> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_500 - intoStep));
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate();
}

/** Where GET /verify sends the browser, and the session (or error) in its fragment. */
async function follow(link: string | URL): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
}

/**
 * Staff invited by e-mail (migration 20261129150100): the role is granted from the invitation when
 * the invitee follows the link, never from metadata; invitations expire and are audited.
 */
describe.each(databaseKinds())('staff invitations [%s]', (database) => {
  let world: ApiWorld;

  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  /** What the invite-staff function does: record the invitation as the admin, then mail GoTrue's invite. */
  async function invite(email: string, role: 'editor' | 'admin' = 'editor') {
    const recorded = await world.clients.admin.rpc('invite_staff', { invitee_email: email, role_name: role });
    expect(recorded.error).toBeNull();
    const sent = await world.service.auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'New Staff' },
      redirectTo: `${PORTAL}/accept-invite`,
    });
    expect(sent.error).toBeNull();
    return sent.data.user!;
  }

  /** A new admin with a verified authenticator, signed in and stepped up to aal2. */
  async function adminAtAal2(): Promise<SupabaseClient> {
    const email = uniqueEmail('admin-2fa');
    const created = await world.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    await world.test.backend.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
      created.data.user!.id,
    ]);
    const client = createTestClient(world.test.url, world.test.backend.anonKey);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const factor = await client.auth.mfa.enroll({ factorType: 'totp' });
    const code = await totpCode(factor.data!.totp.secret);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code })).error).toBeNull();
    return client;
  }

  /** Two-factor required (or not) for both staff roles, as production runs. */
  async function requireTwoFactor(required: boolean): Promise<void> {
    await world.test.backend.db.query('update public.two_factor_requirements set required = $1', [required]);
  }

  async function rolesOf(userId: string): Promise<string[]> {
    const { data } = await world.service.from('user_roles').select('role').eq('user_id', userId);
    return (data ?? []).map((row: { role: string }) => row.role);
  }

  it('the invitee sets a password from the link and starts with the invited role; the link works once', async () => {
    const email = uniqueEmail('invitee');
    const user = await invite(email);
    expect(user.invited_at).toBeTruthy();
    expect(await rolesOf(user.id)).toEqual([]);

    const message = await world.test.mailbox.waitFor(email, /^You are invited/);
    expect(message.text).toContain('expires in 24 hours');
    const link = verifyLink(message);
    expect(link.searchParams.get('type')).toBe('invite');
    const landing = await follow(link);
    expect(landing.get('type')).toBe('invite');
    // Opening the link is not accepting: a mail scanner may have opened it.
    expect(await rolesOf(user.id)).toEqual([]);
    const client = createTestClient(world.test.url, world.test.backend.anonKey);
    await client.auth.setSession({
      access_token: landing.get('access_token')!,
      refresh_token: landing.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'chosen-password-1' })).error).toBeNull();
    expect(await rolesOf(user.id)).toEqual(['editor']);
    const signIn = await createTestClient(world.test.url, world.test.backend.anonKey).auth.signInWithPassword({
      email,
      password: 'chosen-password-1',
    });
    expect(signIn.error).toBeNull();

    expect((await follow(link)).get('error_code')).toBe('otp_expired');
    const log = await world.clients.admin
      .from('staff_access_log')
      .select('action, role, target_email')
      .eq('target_email', email)
      .order('id');
    expect(log.data).toEqual([
      { action: 'invited', role: 'editor', target_email: email },
      { action: 'invite_accepted', role: 'editor', target_email: email },
    ]);
  });

  it('an expired invitation grants nothing, and an old link does not work', async () => {
    const lapsed = uniqueEmail('lapsed');
    const lapsedUser = await invite(lapsed);
    await world.test.backend.db.query(
      `update public.staff_invitations set expires_at = now() - interval '1 second' where email = $1`,
      [lapsed],
    );
    const landing = await follow(verifyLink(await world.test.mailbox.waitFor(lapsed, /^You are invited/)));
    expect(landing.get('access_token')).toBeTruthy();
    expect(await rolesOf(lapsedUser.id)).toEqual([]);

    const stale = uniqueEmail('stale');
    await invite(stale);
    await world.test.backend.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = $1`,
      [stale],
    );
    const refused = await follow(verifyLink(await world.test.mailbox.waitFor(stale, /^You are invited/)));
    expect(refused.get('error_code')).toBe('otp_expired');
  });

  it('refuses an invitation for an existing account, from a non-admin, or for an unknown role', async () => {
    const { data: reader } = await world.service.auth.admin.getUserById(world.userIds.reader);
    const existing = await world.clients.admin.rpc('invite_staff', {
      invitee_email: reader.user!.email!,
      role_name: 'editor',
    });
    expect(existing.error?.message).toMatch(/already has an account/);
    const byGoTrue = await world.service.auth.admin.inviteUserByEmail(reader.user!.email!);
    expect(byGoTrue.error?.code).toBe('email_exists');

    const byEditor = await world.clients.editor.rpc('invite_staff', {
      invitee_email: uniqueEmail('x'),
      role_name: 'editor',
    });
    expect(byEditor.error?.code).toBe('42501');
    const badRole = await world.clients.admin.rpc('invite_staff', {
      invitee_email: uniqueEmail('x'),
      role_name: 'owner',
    });
    expect(badRole.error?.code).toBe('22023');
    expect((await world.clients.editor.from('staff_invitations').select('id')).data).toEqual([]);
  });

  it('a role in metadata a user chose grants nothing', async () => {
    const email = uniqueEmail('self-promoted');
    const client = createTestClient(world.test.url, world.test.backend.anonKey);
    await client.auth.signUp({ email, password: 'password123', options: { data: { role: 'admin' } } });
    await world.test.confirm(client, email);
    const { data } = await client.auth.getUser();
    expect(await rolesOf(data.user!.id)).toEqual([]);
  });

  it('the invite-staff function: an admin invites (mailed), an editor may not, an existing account is refused', async () => {
    const email = uniqueEmail('by-function');
    const invoke = (client: typeof world.service, body: Record<string, unknown>) =>
      client.functions.invoke('invite-staff', { body });
    const sent = await invoke(world.clients.admin, { email, role: 'editor', redirectTo: `${PORTAL}/accept-invite` });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ email, role: 'editor' });
    await world.test.mailbox.waitFor(email, /^You are invited/);

    const byEditor = await invoke(world.clients.editor, { email: uniqueEmail('x'), role: 'editor' });
    expect(byEditor.response?.status).toBe(403);
    const { data: reader } = await world.service.auth.admin.getUserById(world.userIds.reader);
    const existing = await invoke(world.clients.admin, { email: reader.user!.email, role: 'admin' });
    expect(existing.response?.status).toBe(409);
    const badRole = await invoke(world.clients.admin, { email: uniqueEmail('x'), role: 'owner' });
    expect(badRole.response?.status).toBe(400);
  });

  it('a malformed address is refused by the database and answered 400 by the function, never mailed', async () => {
    // GoTrue refuses these too; the database used to record them and the function answered 500.
    for (const address of ['<script>@x.com', 'a..b@x.com', '.a@x.com', 'a"b@x.com', 'a@x_y.com']) {
      const recorded = await world.clients.admin.rpc('invite_staff', { invitee_email: address, role_name: 'editor' });
      expect(recorded.error?.code, address).toBe('22023');
      expect(recorded.error?.message).toBe('Enter a valid e-mail address');
    }
    const sent = await world.clients.admin.functions.invoke('invite-staff', {
      body: { email: '<script>@x.com', role: 'editor' },
    });
    expect(sent.response?.status).toBe(400);
    expect(await sent.response?.json()).toMatchObject({ error: 'Enter a valid e-mail address' });
    const { data } = await world.service.from('staff_invitations').select('id').eq('email', '<script>@x.com');
    expect(data).toEqual([]);
  });

  /** The invitee's browser after following the mailed invitation: a client holding the link's session. */
  async function acceptMailedInvitation(email: string): Promise<SupabaseClient> {
    const landing = await follow(verifyLink(await world.test.mailbox.waitFor(email, /^You are invited/)));
    expect(landing.get('type')).toBe('invite');
    const client = createTestClient(world.test.url, world.test.backend.anonKey);
    const { error } = await client.auth.setSession({
      access_token: landing.get('access_token')!,
      refresh_token: landing.get('refresh_token')!,
    });
    expect(error).toBeNull();
    return client;
  }

  /** A client that sends this access token as it is, as a stolen or lingering one would be used. */
  const asToken = (accessToken: string) =>
    createClient(world.test.url, world.test.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${accessToken}` } },
    });

  const signIn = (email: string, password: string) =>
    createTestClient(world.test.url, world.test.backend.anonKey).auth.signInWithPassword({ email, password });

  /** A stranger signs the address up first, with a password of their own: the account waits unconfirmed. */
  async function strangerSignsUp(email: string): Promise<string> {
    const { data, error } = await world.test.client().auth.signUp({ email, password: STRANGER_PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    return data.user!.id;
  }

  it('takeover: a stranger who signed the address up first never signs in to the invited account', async () => {
    const email = uniqueEmail('new-hire');
    const strangerId = await strangerSignsUp(email);
    const sent = await world.clients.admin.functions.invoke('invite-staff', {
      body: { email, role: 'editor', redirectTo: `${PORTAL}/accept-invite` },
    });
    expect(sent.error).toBeNull();

    const invitee = await acceptMailedInvitation(email);
    expect((await signIn(email, STRANGER_PASSWORD)).error?.code).toBe('invalid_credentials');
    expect((await invitee.auth.updateUser({ password: 'chosen-password-2' })).error).toBeNull();
    expect((await signIn(email, STRANGER_PASSWORD)).error?.code).toBe('invalid_credentials');
    const laptop = createTestClient(world.test.url, world.test.backend.anonKey);
    const own = await laptop.auth.signInWithPassword({ email, password: 'chosen-password-2' });
    expect(own.error).toBeNull();
    expect(await rolesOf(own.data.user!.id)).toEqual(['editor']);
    // The invitation made the account anew: nothing the stranger set survives on it.
    expect(own.data.user!.id).not.toBe(strangerId);

    // A later password change ends the account's other sessions, whoever holds them: the laptop's
    // unexpired access token no longer carries the role through the REST API either.
    const laptopToken = own.data.session!.access_token;
    expect((await asToken(laptopToken).rpc('is_editor')).data).toBe(true);
    expect((await invitee.auth.updateUser({ password: 'chosen-password-3' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await asToken(laptopToken).rpc('is_editor')).data).toBe(false);
    expect((await invitee.rpc('is_editor')).data).toBe(true);
  });

  it('takeover with two-factor required: the stranger cannot get in to enrol an authenticator first', async () => {
    const admin = await adminAtAal2();
    await requireTwoFactor(true);
    try {
      const email = uniqueEmail('new-hire-2fa');
      await strangerSignsUp(email);
      const sent = await admin.functions.invoke('invite-staff', { body: { email, role: 'editor' } });
      expect(sent.error).toBeNull();
      const invitee = await acceptMailedInvitation(email);

      const stranger = createTestClient(world.test.url, world.test.backend.anonKey);
      expect((await stranger.auth.signInWithPassword({ email, password: STRANGER_PASSWORD })).error?.code).toBe(
        'invalid_credentials',
      );
      expect((await stranger.auth.mfa.enroll({ factorType: 'totp' })).error).not.toBeNull();

      const factor = await invitee.auth.mfa.enroll({ factorType: 'totp' });
      expect(factor.error).toBeNull();
      const code = await totpCode(factor.data!.totp.secret);
      expect((await invitee.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code })).error).toBeNull();
      // The role comes with the invitee's own password (an authenticator alone signs nobody in).
      expect((await invitee.rpc('is_editor')).data).toBe(false);
      expect((await invitee.auth.updateUser({ password: 'chosen-password-6' })).error).toBeNull();
      expect((await invitee.rpc('is_editor')).data).toBe(true);
      expect((await invitee.auth.getUser()).data.user?.factors?.map((item) => item.id)).toEqual([factor.data!.id]);
    } finally {
      await requireTwoFactor(false);
    }
  });

  it('acceptance as hosted GoTrue confirms a reused account: sessions and a password set before it end', async () => {
    // GoTrue's /invite reuses an unconfirmed account and its verify keeps a password already set;
    // only the confirming UPDATE is left to the database. A confirmed stranger plays that account.
    const email = uniqueEmail('reused');
    const { client: stranger, userId } = await world.test.signedInClient(email, STRANGER_PASSWORD);
    const strangerTokens = (await stranger.auth.getSession()).data.session!;
    const { db } = world.test.backend;
    await db.query('update auth.users set email_confirmed_at = null, invited_at = now() where id = $1', [userId]);
    await db.query(`insert into public.staff_invitations (email, role) values ($1, 'editor')`, [email]);

    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [userId]);

    // Confirmed, not accepted: the role waits for a password the invitee sets.
    expect(await rolesOf(userId)).toEqual([]);
    expect((await signIn(email, STRANGER_PASSWORD)).error?.code).toBe('invalid_credentials');
    const refresh = await world.test.client().auth.refreshSession({ refresh_token: strangerTokens.refresh_token });
    expect(refresh.error?.code).toMatch(/refresh_token_not_found|session_not_found/);
    const user = await fetch(`${world.test.url}/auth/v1/user`, {
      headers: { apikey: world.test.backend.anonKey, authorization: `Bearer ${strangerTokens.access_token}` },
    });
    expect([user.status, ((await user.json()) as { code: string }).code]).toEqual([403, 'session_not_found']);
    // The stranger's access token is still signed and unexpired, but its session has ended: through
    // the REST API it holds no role (public.session_is_live, migration 20261130100300).
    expect((await asToken(strangerTokens.access_token).rpc('is_editor')).data).toBe(false);
    expect((await asToken(strangerTokens.access_token).from('staff_access_log').select('id')).data).toEqual([]);
  });

  it('GoTrue’s /invite and an invite link reusing an unconfirmed account drop the password set before', async () => {
    for (const send of ['invite', 'generate_link'] as const) {
      const email = uniqueEmail(`reused-${send}`);
      const strangerId = await strangerSignsUp(email);
      const { data, error } =
        send === 'invite'
          ? await world.service.auth.admin.inviteUserByEmail(email)
          : await world.service.auth.admin.generateLink({ type: 'invite', email });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(strangerId);
      expect((await signIn(email, STRANGER_PASSWORD)).error?.code).toBe('invalid_credentials');
    }
  });

  const inviteByFunction = (email: string) =>
    world.clients.admin.functions.invoke('invite-staff', {
      body: { email, role: 'editor', redirectTo: `${PORTAL}/accept-invite` },
    });

  async function invitationOf(email: string) {
    const { data } = await world.service
      .from('staff_invitations')
      .select('id, opened_at, accepted_at')
      .eq('email', email)
      .maybeSingle();
    return data as { id: string; opened_at: string | null; accepted_at: string | null } | null;
  }

  /** The newest invitation mail once `count` have arrived (a resend must not be read as the first). */
  async function invitationMail(email: string, count: number) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const mails = (await world.test.mailbox.messages(email)).filter((m) => /^You are invited/.test(m.subject));
      if (mails.length >= count) return mails[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} invitations to ${email}`);
  }

  it('an invitation opened in time but finished after it expired grants nothing', async () => {
    const email = uniqueEmail('late');
    const user = await invite(email);
    const landing = await follow(verifyLink(await world.test.mailbox.waitFor(email, /^You are invited/)));
    await world.test.backend.db.query(
      `update public.staff_invitations set expires_at = now() - interval '1 second' where email = $1`,
      [email],
    );
    const late = createTestClient(world.test.url, world.test.backend.anonKey);
    await late.auth.setSession({
      access_token: landing.get('access_token')!,
      refresh_token: landing.get('refresh_token')!,
    });
    expect((await late.auth.updateUser({ password: 'chosen-too-late-1' })).error).toBeNull();
    expect(await rolesOf(user.id)).toEqual([]);
    expect((await invitationOf(email))?.accepted_at).toBeNull();
  });

  it('a link opened without a password set stays pending; a resend ends the old link and the new one works', async () => {
    const email = uniqueEmail('abandoned');
    expect((await inviteByFunction(email)).error).toBeNull();
    const firstLink = verifyLink(await invitationMail(email, 1));
    const scanner = await follow(firstLink);
    expect(scanner.get('access_token')).toBeTruthy();
    const opened = await invitationOf(email);
    expect(opened?.opened_at).toBeTruthy();
    expect(opened?.accepted_at).toBeNull();

    const resent = await inviteByFunction(email);
    expect(resent.error).toBeNull();
    expect((await follow(firstLink)).get('error_code')).toBe('otp_expired');
    const scannerSession = await world.test.client().auth.refreshSession({
      refresh_token: scanner.get('refresh_token')!,
    });
    expect(scannerSession.error).not.toBeNull();

    const landing = await follow(verifyLink(await invitationMail(email, 2)));
    const invitee = createTestClient(world.test.url, world.test.backend.anonKey);
    await invitee.auth.setSession({
      access_token: landing.get('access_token')!,
      refresh_token: landing.get('refresh_token')!,
    });
    expect((await invitee.auth.updateUser({ password: 'chosen-password-5' })).error).toBeNull();
    expect((await invitationOf(email))?.accepted_at).toBeTruthy();
    const own = await signIn(email, 'chosen-password-5');
    expect(await rolesOf(own.data.user!.id)).toEqual(['editor']);
    expect((await inviteByFunction(email)).response?.status).toBe(409);
  });

  it('a revoked invitation’s link is refused, and a session its link opened ends without a role', async () => {
    const unopened = uniqueEmail('revoked');
    await inviteByFunction(unopened);
    const link = verifyLink(await invitationMail(unopened, 1));
    const pending = await invitationOf(unopened);
    expect(
      (await world.clients.editor.rpc('revoke_staff_invitation', { invitation_id: pending!.id })).error?.code,
    ).toBe('42501');
    expect((await world.clients.admin.rpc('revoke_staff_invitation', { invitation_id: pending!.id })).error).toBeNull();
    expect((await follow(link)).get('error_code')).toBe('otp_expired');
    expect(await invitationOf(unopened)).toBeNull();

    const opened = uniqueEmail('revoked-opened');
    await inviteByFunction(opened);
    const landing = await follow(verifyLink(await invitationMail(opened, 1)));
    const invitation = await invitationOf(opened);
    expect(
      (await world.clients.admin.rpc('revoke_staff_invitation', { invitation_id: invitation!.id })).error,
    ).toBeNull();
    const holder = await world.test.client().auth.refreshSession({ refresh_token: landing.get('refresh_token')! });
    expect(holder.error).not.toBeNull();
    expect((await asToken(landing.get('access_token')!).rpc('is_editor')).data).toBe(false);
    const log = await world.clients.admin
      .from('staff_access_log')
      .select('action')
      .eq('target_email', opened)
      .order('id');
    expect(log.data).toEqual([{ action: 'invited' }, { action: 'invite_revoked' }]);
  });

  it('a passkey registered from the link accepts the invitation, as a password does', async () => {
    const email = uniqueEmail('passkey-invitee');
    await inviteByFunction(email);
    const landing = await follow(verifyLink(await invitationMail(email, 1)));
    const { data } = await asToken(landing.get('access_token')!).auth.getUser(landing.get('access_token')!);
    // The row a completed registration ceremony writes (backend/src/auth/passkeys).
    await world.test.backend.db.query(
      `insert into auth.webauthn_credentials (id, user_id, credential_id, public_key) values (gen_random_uuid(), $1, $2, '\\x00')`,
      [data.user!.id, `cred-${data.user!.id}`],
    );
    expect((await invitationOf(email))?.accepted_at).toBeTruthy();
    expect(await rolesOf(data.user!.id)).toEqual(['editor']);
  });

  it('generateLink returns the invitation link instead of mailing it; recovery needs an account', async () => {
    const email = uniqueEmail('linked');
    await world.clients.admin.rpc('invite_staff', { invitee_email: email, role_name: 'admin' });
    const { data, error } = await world.service.auth.admin.generateLink({
      type: 'invite',
      email,
      options: { redirectTo: `${PORTAL}/accept-invite` },
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('invite');
    expect(data.properties?.redirect_to).toBe(`${PORTAL}/accept-invite`);
    const landing = await follow(data.properties!.action_link);
    expect(landing.get('type')).toBe('invite');
    expect(await rolesOf(data.user!.id)).toEqual([]);
    const invitee = createTestClient(world.test.url, world.test.backend.anonKey);
    await invitee.auth.setSession({
      access_token: landing.get('access_token')!,
      refresh_token: landing.get('refresh_token')!,
    });
    expect((await invitee.auth.updateUser({ password: 'chosen-password-4' })).error).toBeNull();
    expect(await rolesOf(data.user!.id)).toEqual(['admin']);

    const unknown = await world.service.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error?.status).toBe(404);
  });
});
