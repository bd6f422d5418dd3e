import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';
import { authErrors } from './errors.ts';
import { findUserById, isBanned, type AuthUser } from './users.ts';

export interface TokenSettings {
  issuer: string;
  sign: (payload: Record<string, unknown>) => Promise<string>;
  expiresIn: number;
}

/** GoTrue's token response (docs/product/backend-protocol.md#token-response). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** GoTrue's amr method for a session a mailed link or code started (it proved the mailbox). */
export const MAILED_LINK_AMR = 'otp';

/** How a session was authenticated: its level and methods, newest first (GoTrue's `amr`). */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
}

/** The session's level and the methods recorded for it (auth.mfa_amr_claims, as GoTrue). */
export async function sessionAssurance(db: Queryable, sessionId: string): Promise<Assurance> {
  const { rows } = await db.query<{ aal: string | null; method: string | null; at: string | null }>(
    `select s.aal, c.authentication_method as method, extract(epoch from coalesce(c.updated_at, s.created_at))::bigint::text as at
       from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
      where s.id = $1::uuid order by c.updated_at desc nulls last`,
    [sessionId],
  );
  const aal = rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1';
  // Sessions started before amr claims were recorded were password sign-ins.
  const amr = rows.map((row) => ({ method: row.method ?? 'password', timestamp: Number(row.at) }));
  return { aal, amr };
}

/** Records one authentication method for the session (again: its time moves on). */
export async function recordAmr(db: Queryable, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1::uuid, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** Access token claims exactly as GoTrue issues them (docs/product/backend-protocol.md#access-token-claims). */
async function accessToken(user: AuthUser, sessionId: string, settings: TokenSettings, assurance: Assurance) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.expiresIn;
  const token = await settings.sign({
    iss: settings.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, exp };
}

async function insertRefreshToken(db: Queryable, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4::uuid)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

async function tokenResponse(
  db: Queryable,
  user: AuthUser,
  sessionId: string,
  refreshToken: string,
  settings: TokenSettings,
): Promise<TokenResponse> {
  const { token, exp } = await accessToken(user, sessionId, settings, await sessionAssurance(db, sessionId));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.expiresIn,
    expires_at: exp,
    refresh_token: refreshToken,
    user,
  };
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Signs a user in: a new session row, its first refresh token and an access token bound to it.
 * `method` is GoTrue's amr method: password, otp (a link or code by mail), recovery, invite…
 */
export async function startSession(
  db: Queryable,
  user: AuthUser,
  settings: TokenSettings,
  client: ClientInfo,
  method = 'password',
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1::uuid, $2::uuid, now(), now(), 'aal1', now() at time zone 'utc', $3, $4::inet)`,
    [sessionId, user.id, client.userAgent, client.ip],
  );
  await db.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [user.id]);
  await db.query(`update auth.identities set last_sign_in_at = now() where user_id = $1::uuid and provider = 'email'`, [
    user.id,
  ]);
  await recordAmr(db, sessionId, method);
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  const fresh = (await findUserById(db, user.id)) as AuthUser;
  return tokenResponse(db, fresh, sessionId, refreshToken, settings);
}

/**
 * New tokens for a session whose assurance just changed (a factor verified): the session's live
 * refresh tokens are revoked, so the aal1 pair cannot be refreshed into a second aal2 one.
 */
export async function reissueSession(
  db: Queryable,
  user: AuthUser,
  sessionId: string,
  settings: TokenSettings,
): Promise<TokenResponse> {
  const { rows } = await db.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1::uuid and revoked = false returning token`,
    [sessionId],
  );
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, rows.at(-1)?.token ?? null);
  const fresh = (await findUserById(db, user.id)) as AuthUser;
  return tokenResponse(db, fresh, sessionId, refreshToken, settings);
}

interface RefreshRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  /** Seconds since the token was last updated (revoked, for a revoked one). */
  revoked_for: number;
}

const refreshErrors = {
  notFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  alreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionGone: () => new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found'),
};

export type RefreshOutcome = { response: TokenResponse } | { refusal: AuthError };

/**
 * The refresh_token grant with rotation, as GoTrue: a revoked token that is the parent of the
 * session's active token (two tabs refreshing at once), or one revoked less than
 * `reuseIntervalSeconds` ago, gets the active token back. Any other reuse means a copy of the token
 * is in someone else's hands: the whole session family ends (its row and every refresh token), so
 * neither the thief nor the victim can refresh again. The refusal is returned, not thrown, so the
 * caller commits the revocation before answering.
 */
export async function refreshSession(
  db: Queryable,
  presented: string,
  settings: TokenSettings,
  reuseIntervalSeconds: number,
): Promise<RefreshOutcome> {
  const { rows } = await db.query<RefreshRow>(
    `select r.token, r.user_id, r.revoked, r.session_id::text as session_id,
            extract(epoch from (now() - coalesce(r.updated_at, r.created_at)))::float8 as revoked_for
       from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id
      where r.token = $1 for update of r`,
    [presented],
  );
  const row = rows[0];
  if (!row) {
    const orphan = await db.query('select 1 from auth.refresh_tokens where token = $1', [presented]);
    return { refusal: orphan.rows.length ? refreshErrors.sessionGone() : refreshErrors.notFound() };
  }
  const user = await findUserById(db, row.user_id);
  if (!user || !row.session_id) return { refusal: refreshErrors.sessionGone() };
  if (isBanned(user)) return { refusal: authErrors.userBanned() };
  if (row.revoked) {
    const tolerated = row.revoked_for < reuseIntervalSeconds;
    const active = await db.query<{ token: string }>(
      `select token from auth.refresh_tokens
        where session_id = $2::uuid and revoked = false and (parent = $1 or $3)
        order by id desc limit 1`,
      [row.token, row.session_id, tolerated],
    );
    if (active.rows[0])
      return { response: await tokenResponse(db, user, row.session_id, active.rows[0].token, settings) };
    await db.query('delete from auth.sessions where id = $1::uuid', [row.session_id]);
    return { refusal: refreshErrors.alreadyUsed() };
  }
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [row.token]);
  await db.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1::uuid`,
    [row.session_id],
  );
  const next = await insertRefreshToken(db, user.id, row.session_id, row.token);
  return { response: await tokenResponse(db, user, row.session_id, next, settings) };
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting sessions cascades to their refresh tokens, so none of them can be refreshed again. */
export async function endSessions(db: Queryable, userId: string, sessionId: string, scope: LogoutScope) {
  if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [userId, sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
  }
}
