import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { recordAmr } from '../sessions.ts';
import { factorJson } from '../users.ts';
import { mfaErrors } from './errors.ts';

/** GoTrue's defaults: at most 10 factors a user, a challenge lives 5 minutes. */
export const MAX_FACTORS = 10;
export const CHALLENGE_LIFETIME_SECONDS = 300;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  last_totp_step: string | null;
}

const FACTOR_JSON = `jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
  'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at, 'last_challenged_at', f.last_challenged_at)`;

/** The user's factors as GoTrue lists them (admin API), oldest first. */
export async function listFactors(db: Queryable, userId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<{ factor: Record<string, unknown> }>(
    `select ${FACTOR_JSON} as factor from auth.mfa_factors f where f.user_id = $1::uuid order by f.created_at`,
    [userId],
  );
  return rows.map((row) => factorJson(row.factor));
}

export async function countFactors(db: Queryable, userId: string): Promise<{ total: number; verified: number }> {
  const { rows } = await db.query<{ total: number; verified: number }>(
    `select count(*)::int as total, count(*) filter (where status = 'verified')::int as verified
       from auth.mfa_factors where user_id = $1::uuid`,
    [userId],
  );
  return rows[0] ?? { total: 0, verified: 0 };
}

/** The user's factor, locked for the rest of the transaction; 404 when it is not theirs. */
export async function factorOf(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(factorId))
    throw mfaErrors.factorNotFound();
  const { rows } = await db.query<FactorRow>(
    `select id::text, user_id::text, friendly_name, factor_type::text, status::text, secret, last_totp_step::text
       from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid for update`,
    [factorId, userId],
  );
  if (!rows[0]) throw mfaErrors.factorNotFound();
  return rows[0];
}

export async function insertTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<string> {
  const id = randomUUID();
  try {
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1::uuid, $2::uuid, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, userId, friendlyName, secret],
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw mfaErrors.nameConflict(friendlyName);
    throw error;
  }
  return id;
}

export async function insertChallenge(
  db: Queryable,
  factorId: string,
  ip: string,
): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const { rows } = await db.query<{ expires_at: number }>(
    `with challenge as (
       insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1::uuid, $2::uuid, now(), $3::inet) returning created_at)
     select extract(epoch from created_at + make_interval(secs => $4::int))::bigint::int as expires_at from challenge`,
    [id, factorId, ip, CHALLENGE_LIFETIME_SECONDS],
  );
  // last_challenged_at is unique in GoTrue's schema: clock_timestamp keeps two quick challenges apart.
  await db.query('update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1::uuid', [factorId]);
  return { id, expiresAt: rows[0]!.expires_at };
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string;
  expired: boolean;
}

/** The factor's challenge, locked; spent challenges are deleted, so a second verify finds none. */
export async function challengeOf(db: Queryable, factorId: string, challengeId: unknown): Promise<ChallengeRow> {
  if (typeof challengeId !== 'string' || !/^[0-9a-f-]{36}$/i.test(challengeId)) throw mfaErrors.challengeNotFound();
  const { rows } = await db.query<ChallengeRow>(
    `select id::text, factor_id::text, host(ip_address) as ip_address,
            created_at < now() - make_interval(secs => $3::int) as expired
       from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid and verified_at is null for update`,
    [challengeId, factorId, CHALLENGE_LIFETIME_SECONDS],
  );
  if (!rows[0]) throw mfaErrors.challengeNotFound();
  return rows[0];
}

/**
 * A verified code: the challenge is spent, the step recorded (a code works once), the factor
 * verified, and the session raised to aal2. Enrolment ends every other aal1 session of the user
 * (as GoTrue): a password thief already signed in loses the session once the owner adds a factor.
 */
export async function acceptCode(
  db: Queryable,
  factor: FactorRow,
  challengeId: string,
  step: number,
  sessionId: string,
): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1::uuid', [challengeId]);
  await db.query(
    `update auth.mfa_factors set last_totp_step = $2, status = 'verified', updated_at = now() where id = $1::uuid`,
    [factor.id, step],
  );
  await db.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid`,
    [sessionId, factor.id],
  );
  await recordAmr(db, sessionId, 'totp');
  if (factor.status === 'unverified') {
    await db.query(
      `delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid and coalesce(aal, 'aal1') = 'aal1'`,
      [factor.user_id, sessionId],
    );
  }
}

/** Removes a factor; sessions that reached aal2 with it fall back to aal1 at their next refresh. */
export async function deleteFactor(db: Queryable, factor: { id: string }): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1::uuid and c.authentication_method = 'totp'`,
    [factor.id],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1::uuid`,
    [factor.id],
  );
  await db.query('delete from auth.mfa_factors where id = $1::uuid', [factor.id]);
}
