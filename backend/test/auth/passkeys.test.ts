import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { describeEachDatabase } from '../helpers/databases.ts';
import { SoftwareAuthenticator } from '../helpers/softwareAuthenticator.ts';
import { uniqueEmail } from '../helpers/testBackend.ts';

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:5173';
const PASSWORD = 'correct-horse-1';

/** Passkeys (AUTH_PASSKEYS=true) through supabase-js's experimental passkey API and a software authenticator. */
describeEachDatabase(
  'passkeys: registration, discoverable sign-in, management',
  (tb) => {
    function passkeyClient(key = tb().backend.anonKey): SupabaseClient {
      return createClient(tb().url, key, {
        auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
    }

    async function signedIn(email = uniqueEmail('passkey')) {
      await tb().signedInClient(email, PASSWORD);
      const client = passkeyClient();
      const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(error).toBeNull();
      return { client, userId: data.user!.id };
    }

    async function register(client: SupabaseClient, authenticator: SoftwareAuthenticator) {
      const { data: options, error } = await client.auth.passkey.startRegistration();
      expect(error).toBeNull();
      return client.auth.passkey.verifyRegistration({
        challengeId: options!.challenge_id,
        credential: authenticator.create(options!.options),
      });
    }

    async function signInWith(authenticator: SoftwareAuthenticator, origin?: string) {
      const client = passkeyClient();
      const { data: options } = await client.auth.passkey.startAuthentication();
      const credential = authenticator.get(options!.options, origin);
      const result = await client.auth.passkey.verifyAuthentication({ challengeId: options!.challenge_id, credential });
      return { client, result, options: options!, credential };
    }

    it('registers a passkey, signs in with it once per challenge, renames and deletes it', async () => {
      const { client, userId } = await signedIn();
      const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
      const { data: options } = await client.auth.passkey.startRegistration();
      expect(options!.options.rp.id).toBe(RP_ID);
      expect(options!.options.authenticatorSelection?.residentKey).toBe('required');
      const created = await client.auth.passkey.verifyRegistration({
        challengeId: options!.challenge_id,
        credential: authenticator.create(options!.options),
      });
      expect(created.error).toBeNull();
      const passkeyId = created.data!.id;

      const { client: signInClient, result, options: authOptions, credential } = await signInWith(authenticator);
      expect(result.error).toBeNull();
      expect(result.data!.user!.id).toBe(userId);
      expect((await signInClient.auth.getUser()).data.user?.id).toBe(userId);
      const replay = await signInClient.auth.passkey.verifyAuthentication({
        challengeId: authOptions.challenge_id,
        credential,
      });
      expect(replay.error?.code).toBe('webauthn_challenge_not_found');

      const renamed = await client.auth.passkey.update({ passkeyId, friendlyName: 'Desk key' });
      expect(renamed.data?.friendly_name).toBe('Desk key');
      const listed = await client.auth.passkey.list();
      expect(listed.data?.map((item) => [item.id, item.friendly_name, typeof item.last_used_at])).toEqual([
        [passkeyId, 'Desk key', 'string'],
      ]);
      expect((await client.auth.passkey.update({ passkeyId, friendlyName: ' ' })).error?.status).toBe(400);

      expect((await client.auth.passkey.delete({ passkeyId })).error).toBeNull();
      expect((await signInWith(authenticator)).result.error?.code).toBe('webauthn_verification_failed');
    });

    it('refuses an unregistered authenticator, another origin, and a second use of a registration challenge', async () => {
      const { client } = await signedIn();
      const registered = new SoftwareAuthenticator(RP_ID, ORIGIN);
      expect((await register(client, registered)).error).toBeNull();

      const stranger = new SoftwareAuthenticator(RP_ID, ORIGIN);
      const { data: options } = await client.auth.passkey.startRegistration();
      stranger.create(options!.options);
      expect((await signInWith(stranger)).result.error?.code).toBe('webauthn_verification_failed');
      expect((await signInWith(registered, 'https://evil.example')).result.error?.code).toBe(
        'webauthn_verification_failed',
      );
      // The failed answer spent its challenge: the right origin cannot reuse it.
      const { data: again } = await client.auth.passkey.startRegistration();
      const credential = new SoftwareAuthenticator(RP_ID, 'https://evil.example').create(again!.options);
      const refused = await client.auth.passkey.verifyRegistration({ challengeId: again!.challenge_id, credential });
      expect(refused.error?.code).toBe('webauthn_verification_failed');
      const retried = await client.auth.passkey.verifyRegistration({
        challengeId: again!.challenge_id,
        credential: new SoftwareAuthenticator(RP_ID, ORIGIN).create(again!.options),
      });
      expect(retried.error?.code).toBe('webauthn_challenge_not_found');
      // A malformed answer is a verification failure, not a crash, and stores nothing.
      const { data: junkOptions } = await client.auth.passkey.startRegistration();
      const token = (await client.auth.getSession()).data.session!.access_token;
      const junk = await fetch(`${tb().url}/auth/v1/passkeys/registration/verify`, {
        method: 'POST',
        headers: { apikey: tb().backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge_id: junkOptions!.challenge_id, credential: { id: 'x', response: 'y' } }),
      });
      expect([junk.status, ((await junk.json()) as { code: string }).code]).toEqual([
        400,
        'webauthn_verification_failed',
      ]);
      expect((await client.auth.passkey.list()).data).toHaveLength(1);
      const unknown = await client.auth.passkey.update({
        passkeyId: '00000000-0000-0000-0000-000000000000',
        friendlyName: 'x',
      });
      expect(unknown.error?.status).toBe(404);
    });

    it('an account with two-factor needs an aal2 session to add, list, rename or delete a passkey', async () => {
      const email = uniqueEmail('passkey-mfa');
      const { client } = await signedIn(email);
      const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
      const totp = new TOTP({ secret: enrolled.data!.totp.secret });
      const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: totp.generate() });
      expect(verified.error).toBeNull();
      const created = await register(client, new SoftwareAuthenticator(RP_ID, ORIGIN));
      expect(created.error).toBeNull();
      const passkeyId = created.data!.id;

      const passwordOnly = passkeyClient();
      await passwordOnly.auth.signInWithPassword({ email, password: PASSWORD });
      const refusals = [
        (await passwordOnly.auth.passkey.startRegistration()).error,
        (await passwordOnly.auth.passkey.list()).error,
        (await passwordOnly.auth.passkey.update({ passkeyId, friendlyName: 'Thief' })).error,
        (await passwordOnly.auth.passkey.delete({ passkeyId })).error,
      ];
      expect(refusals.map((error) => [error?.status, error?.code])).toEqual(Array(4).fill([403, 'insufficient_aal']));
      expect((await client.auth.passkey.list()).data?.map((item) => [item.id, item.friendly_name])).toEqual([
        [passkeyId, undefined],
      ]);
      expect((await client.auth.passkey.delete({ passkeyId })).error).toBeNull();
    });

    // Like a new password: a passkey that accepts a staff invitation must leave no session that a
    // mail scanner opened from the link holding the role (decision 168).
    it('a new passkey ends the account’s other sessions and keeps the one that added it', async () => {
      const email = uniqueEmail('passkey-sessions');
      const { client } = await signedIn(email);
      const elsewhere = passkeyClient();
      expect((await elsewhere.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const elsewhereToken = (await elsewhere.auth.getSession()).data.session!.access_token;
      expect((await register(client, new SoftwareAuthenticator(RP_ID, ORIGIN))).error).toBeNull();
      expect((await client.auth.getUser()).error).toBeNull();
      const stale = await fetch(`${tb().url}/auth/v1/user`, {
        headers: { apikey: tb().backend.anonKey, Authorization: `Bearer ${elsewhereToken}` },
      });
      expect([stale.status, ((await stale.json()) as { code: string }).code]).toEqual([403, 'session_not_found']);
    });

    it('the admin API lists and deletes a user’s passkeys', async () => {
      const { client, userId } = await signedIn();
      const created = await register(client, new SoftwareAuthenticator(RP_ID, ORIGIN));
      const admin = passkeyClient(tb().backend.serviceRoleKey).auth.admin;
      expect((await admin.passkey.listPasskeys({ userId })).data?.map((item) => item.id)).toEqual([created.data!.id]);
      expect((await admin.passkey.deletePasskey({ userId, passkeyId: created.data!.id })).error).toBeNull();
      expect((await admin.passkey.listPasskeys({ userId })).data).toEqual([]);
      expect((await client.auth.admin.passkey.listPasskeys({ userId })).error?.status).toBe(403);
    });
  },
  { overrides: { passkeys: { enabled: true, rpId: RP_ID, rpName: 'Newsroom tests', origins: [ORIGIN] } } },
);
