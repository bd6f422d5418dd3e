import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { verifyLink } from '../helpers/mailbox.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Mail round trips and link landings on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PORTAL = 'http://localhost:3000';

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
    expect(await rolesOf(data.user!.id)).toEqual(['admin']);

    const unknown = await world.service.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error?.status).toBe(404);
  });
});
