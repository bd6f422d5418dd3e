import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { BackendConfig } from '../../src/config.ts';
import { databaseKinds, describeEachDatabase } from '../helpers/databases.ts';
import { createTemporaryDatabase } from '../helpers/postgres.ts';
import { postgresSchemaTemplate } from '../helpers/schemaTemplates.ts';
import {
  FIXTURE_SUPABASE_DIR,
  createTestClient,
  startTestBackend,
  uniqueEmail,
  type DatabaseKind,
  type TestBackend,
} from '../helpers/testBackend.ts';

const PASSWORD = 'correct-horse-1';

/** The code an authenticator app shows at `atMs` for `secret`. */
function codeAt(secret: string, atMs = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: atMs,
  });
}

/** Waits out the last seconds of a 30-second step, so a code computed now is still current at the server. */
async function awayFromStepEdge(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_500 - intoStep));
}

function claims(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

async function accessTokenOf(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

async function enrolledUser(tb: TestBackend) {
  const email = uniqueEmail('mfa');
  const { client, userId } = await tb.signedInClient(email, PASSWORD);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(enrolled.error).toBeNull();
  return { client, userId, email, factorId: enrolled.data!.id, secret: enrolled.data!.totp.secret };
}

async function verifyWith(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
}

async function passwordSession(tb: TestBackend, email: string): Promise<SupabaseClient> {
  const client = createTestClient(tb.url, tb.backend.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

describeEachDatabase('multi-factor authentication (TOTP) through supabase-js', (tb) => {
  it('enrols a TOTP factor: id, QR code as an SVG data URI, secret and otpauth URI; aal1 until verified', async () => {
    const { client, factorId, secret } = await enrolledUser(tb());
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(again.error?.code).toBe('mfa_factor_name_conflict');
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((factor) => [factor.id, factor.status, factor.factor_type])).toEqual([
      [factorId, 'unverified', 'totp'],
    ]);
    expect(listed.data?.totp).toEqual([]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    // Without a session supabase-js sends the anon key, which names no user (GoTrue's 403).
    const fresh = await tb().client().auth.mfa.enroll({ factorType: 'totp' });
    expect(fresh.error?.status).toBe(403);
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
  });

  it('a right code raises the session to aal2 (amr totp + password), kept on refresh; other aal1 sessions end', async () => {
    const { email, factorId, secret } = await enrolledUser(tb());
    const client = await passwordSession(tb(), email);
    const otherDevice = await passwordSession(tb(), email);
    await awayFromStepEdge();
    const verified = await verifyWith(client, factorId, codeAt(secret));
    expect(verified.error).toBeNull();
    const token = claims(verified.data!.access_token);
    expect(token.aal).toBe('aal2');
    expect((token.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(verified.data!.user.factors?.[0]).toMatchObject({ id: factorId, status: 'verified' });
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claims(refreshed.data.session!.access_token).aal).toBe('aal2');
    expect((await otherDevice.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    // The next sign-in is aal1 with aal2 to reach: the password alone is not the whole way in.
    const next = await passwordSession(tb(), email);
    const nextLevel = await next.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(nextLevel.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('refuses a replayed code, a code from the step before last, and a wrong code; one step of drift passes', async () => {
    const { client, factorId, secret } = await enrolledUser(tb());
    await awayFromStepEdge();
    const now = Date.now();
    expect((await verifyWith(client, factorId, codeAt(secret, now - 60_000))).error?.code).toBe(
      'mfa_verification_failed',
    );
    expect((await verifyWith(client, factorId, codeAt(secret, now - 30_000))).error).toBeNull();
    const replay = await verifyWith(client, factorId, codeAt(secret, now - 30_000));
    expect(replay.error?.code).toBe('mfa_verification_failed');
    expect(replay.error?.message).toBe('Invalid TOTP code entered');
    expect((await verifyWith(client, factorId, '000000')).error?.code).toBe('mfa_verification_failed');
    expect((await verifyWith(client, factorId, codeAt(secret, now))).error).toBeNull();
    expect((await verifyWith(client, factorId, codeAt(secret, now))).error?.code).toBe('mfa_verification_failed');
  });

  it('a challenge is spent by its success, expires after five minutes, and belongs to its factor and user', async () => {
    const { client, factorId, secret } = await enrolledUser(tb());
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.data!.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);
    await tb().backend.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1::uuid`,
      [challenge.data!.id],
    );
    await awayFromStepEdge();
    const expired = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeAt(secret) });
    expect(expired.error?.code).toBe('mfa_challenge_expired');

    const stranger = await tb().signedInClient();
    expect((await stranger.client.auth.mfa.challenge({ factorId })).error?.code).toBe('mfa_factor_not_found');
    const own = await client.auth.mfa.challenge({ factorId });
    expect(
      (await client.auth.mfa.verify({ factorId, challengeId: own.data!.id, code: codeAt(secret) })).error,
    ).toBeNull();
    const spent = await client.auth.mfa.verify({ factorId, challengeId: own.data!.id, code: codeAt(secret) });
    expect(spent.error?.code).toBe('mfa_factor_not_found');
  });

  it('brute force: wrong codes lock the factor, and then even the right code is refused', async () => {
    const { client, email, factorId, secret } = await enrolledUser(tb());
    await awayFromStepEdge();
    expect((await verifyWith(client, factorId, codeAt(secret))).error).toBeNull();
    const thief = await passwordSession(tb(), email);
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
    const outcomes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      outcomes.push((await verifyWith(thief, factorId, wrong)).error?.code);
    }
    expect(outcomes).toEqual([...Array(4).fill('mfa_verification_failed'), 'over_request_rate_limit']);
    await awayFromStepEdge();
    const locked = await verifyWith(thief, factorId, codeAt(secret, Date.now() + 30_000));
    expect(locked.error?.code).toBe('over_request_rate_limit');
    expect(locked.error?.status).toBe(429);
    expect(claims(await accessTokenOf(thief)).aal).toBe('aal1');
  });

  it('unenrolling a verified factor needs aal2; a second factor too; unverified ones go at aal1', async () => {
    const { client, email, factorId, secret } = await enrolledUser(tb());
    await awayFromStepEdge();
    expect((await verifyWith(client, factorId, codeAt(secret))).error).toBeNull();
    const passwordOnly = await passwordSession(tb(), email);
    const refused = await passwordOnly.auth.mfa.unenroll({ factorId });
    expect(refused.error?.code).toBe('insufficient_aal');
    expect((await passwordOnly.auth.mfa.enroll({ factorType: 'totp' })).error?.code).toBe('insufficient_aal');

    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    expect(second.error).toBeNull();
    expect((await passwordOnly.auth.mfa.unenroll({ factorId: second.data!.id })).error).toBeNull();

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const refreshed = await client.auth.refreshSession();
    expect(claims(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('an account with a verified factor changes its password or address only from an aal2 session', async () => {
    const { client, email, factorId, secret } = await enrolledUser(tb());
    await awayFromStepEdge();
    expect((await verifyWith(client, factorId, codeAt(secret))).error).toBeNull();
    const passwordOnly = await passwordSession(tb(), email);
    const password = await passwordOnly.auth.updateUser({ password: 'thiefs-choice-1' });
    expect([password.error?.status, password.error?.code]).toEqual([401, 'insufficient_aal']);
    expect((await passwordOnly.auth.updateUser({ email: uniqueEmail('thief') })).error?.code).toBe('insufficient_aal');
    expect((await passwordOnly.auth.updateUser({ data: { nickname: 'x' } })).error).toBeNull();

    expect((await client.auth.updateUser({ password: 'owners-choice-1' })).error).toBeNull();
  });

  it('a set-up abandoned for five minutes is dropped at the next one', async () => {
    const { client, factorId } = await enrolledUser(tb());
    await tb().backend.db.query(
      `update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = $1::uuid`,
      [factorId],
    );
    const next = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(next.error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data?.all.map((factor) => factor.id)).toEqual([next.data!.id]);
  });

  it('admin API lists and deletes a user’s factors (service role only)', async () => {
    const { userId, factorId } = await enrolledUser(tb());
    const admin = tb().client('service_role').auth.admin.mfa;
    const listed = await admin.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((factor) => factor.id)).toEqual([factorId]);
    const deleted = await admin.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
    expect((await admin.deleteFactor({ userId, id: factorId })).error?.status).toBe(404);
    const anon = await tb().client().auth.admin.mfa.listFactors({ userId });
    expect(anon.error?.status).toBe(403);
  });
});

/**
 * One database for two backends one after the other or side by side: an on-disk PGlite data
 * directory (one process at a time), or a temporary PostgreSQL database.
 */
async function sharedDatabase(
  database: DatabaseKind,
): Promise<{ overrides: Partial<BackendConfig>; drop(): Promise<void> }> {
  if (database === 'pglite') {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'mfa-lockout-'));
    return {
      overrides: { dataDir: path.join(directory, 'db') },
      drop: () => rm(directory, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const temporary = await createTemporaryDatabase(
    serverUrl,
    await postgresSchemaTemplate(serverUrl, FIXTURE_SUPABASE_DIR),
  );
  return { overrides: { databaseUrl: temporary.url }, drop: () => temporary.drop() };
}

describe.each(databaseKinds())('TOTP lockout kept in the database [%s]', (database) => {
  it('wrong codes counted before a restart (PGlite) or by another backend process (PostgreSQL) still lock', async () => {
    const shared = await sharedDatabase(database);
    const first = await startTestBackend({ overrides: shared.overrides });
    let firstRunning = true;
    let second: TestBackend | undefined;
    try {
      const { client, email, factorId, secret } = await enrolledUser(first);
      await awayFromStepEdge();
      expect((await verifyWith(client, factorId, codeAt(secret))).error).toBeNull();
      const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
      const thief = await passwordSession(first, email);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await verifyWith(thief, factorId, wrong)).error?.code).toBe('mfa_verification_failed');
      }
      if (database === 'pglite') {
        await first.stop();
        firstRunning = false;
      }

      second = await startTestBackend({ overrides: shared.overrides });
      const thiefThere = await passwordSession(second, email);
      const outcomes = [
        (await verifyWith(thiefThere, factorId, wrong)).error?.code,
        (await verifyWith(thiefThere, factorId, wrong)).error?.code,
      ];
      expect(outcomes).toEqual(['mfa_verification_failed', 'over_request_rate_limit']);
      await awayFromStepEdge();
      const locked = await verifyWith(thiefThere, factorId, codeAt(secret, Date.now() + 30_000));
      expect(locked.error?.code).toBe('over_request_rate_limit');
    } finally {
      await second?.stop();
      if (firstRunning) await first.stop();
      await shared.drop();
    }
  });
});

describe('codeAt helper', () => {
  it('matches a known RFC 6238 vector', () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(rfcSecret, 59_000)).toBe('287082');
  });
});
