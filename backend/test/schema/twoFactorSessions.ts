import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, type ApiWorld } from './apiWorld.ts';

/**
 * Real two-factor sessions against the local backend: staff accounts, an authenticator app set up
 * through supabase-js (GoTrue's MFA API) and step-ups with its codes.
 */

/**
 * The code an authenticator app shows `stepsAhead` steps from now (clear of a step's last seconds):
 * a code works once, so a second step-up within the same 30 s uses the next step's (one step of
 * drift is accepted).
 */
export async function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_500 - intoStep));
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

export async function stepUp(client: SupabaseClient, factorId: string, secret: string, stepsAhead = 0): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: await codeFor(secret, stepsAhead) });
  if (error) throw new Error(`step-up failed: ${error.message}`);
}

/** Sets up an authenticator app and confirms it with a code: the client's session is then aal2. */
export async function enrol(client: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error || !data) throw new Error(`enroll failed: ${error?.message}`);
  await stepUp(client, data.id, data.totp.secret);
  return { factorId: data.id, secret: data.totp.secret };
}

/** A fresh supabase-js client signed in with the password alone (aal1). */
export async function signIn(world: ApiWorld, email: string): Promise<SupabaseClient> {
  const client = createTestClient(world.test.url, world.test.backend.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

export interface StaffAccount {
  id: string;
  email: string;
  signIn(): Promise<SupabaseClient>;
}

/** A new account with the role, no authenticator app yet. */
export async function staffAccount(world: ApiWorld, role: 'editor' | 'admin'): Promise<StaffAccount> {
  const email = uniqueEmail(role);
  const created = await world.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
  const id = created.data.user.id;
  await world.test.backend.db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [id, role]);
  return { id, email, signIn: () => signIn(world, email) };
}

export interface EnrolledStaff extends StaffAccount {
  factorId: string;
  secret: string;
  /** Signed in with the password alone: what a stolen password gives. */
  passwordOnly: SupabaseClient;
  /** The session that set up the app and entered its code. */
  twoFactor: SupabaseClient;
}

/** A staff account with a verified authenticator app, and one session at each assurance level. */
export async function enrolledStaff(world: ApiWorld, role: 'editor' | 'admin'): Promise<EnrolledStaff> {
  const account = await staffAccount(world, role);
  const twoFactor = await account.signIn();
  const factor = await enrol(twoFactor);
  return { ...account, ...factor, twoFactor, passwordOnly: await account.signIn() };
}
