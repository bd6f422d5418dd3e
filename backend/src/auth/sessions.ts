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

/** GoTrue's token response (SUPABASE_PROTOCOL §2.3). */
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

/** Access token claims exactly as GoTrue issues them (§2.5). */
async function accessToken(user: AuthUser, sessionId: string, settings: TokenSettings, amrAt: number) {
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
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: amrAt }],
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
  user: AuthUser,
  sessionId: string,
  refreshToken: string,
  settings: TokenSettings,
  amrAt: number,
): Promise<TokenResponse> {
  const { token, exp } = await accessToken(user, sessionId, settings, amrAt);
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

/** Signs a user in: a new session row, its first refresh token and an access token bound to it. */
export async function startSession(
  db: Queryable,
  user: AuthUser,
  settings: TokenSettings,
  client: ClientInfo,
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
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  const fresh = (await findUserById(db, user.id)) as AuthUser;
  return tokenResponse(fresh, sessionId, refreshToken, settings, Math.floor(Date.now() / 1000));
}

interface RefreshRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  amr_at: string;
}

const refreshErrors = {
  notFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  alreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionGone: () => new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found'),
};

/**
 * The refresh_token grant with rotation. A revoked token that is the parent of the session's active
 * token returns that active token (two tabs refreshing at once), as GoTrue does; any other reuse fails.
 */
export async function refreshSession(
  db: Queryable,
  presented: string,
  settings: TokenSettings,
): Promise<TokenResponse> {
  const { rows } = await db.query<RefreshRow>(
    `select r.token, r.user_id, r.revoked, r.session_id::text as session_id,
            extract(epoch from s.created_at)::bigint::text as amr_at
       from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id
      where r.token = $1 for update of r`,
    [presented],
  );
  const row = rows[0];
  if (!row) {
    const orphan = await db.query('select 1 from auth.refresh_tokens where token = $1', [presented]);
    throw orphan.rows.length ? refreshErrors.sessionGone() : refreshErrors.notFound();
  }
  const user = await findUserById(db, row.user_id);
  if (!user || !row.session_id) throw refreshErrors.sessionGone();
  if (isBanned(user)) throw authErrors.userBanned();
  const amrAt = Number(row.amr_at);
  if (row.revoked) {
    const active = await db.query<{ token: string }>(
      'select token from auth.refresh_tokens where parent = $1 and revoked = false and session_id = $2::uuid',
      [row.token, row.session_id],
    );
    if (!active.rows[0]) throw refreshErrors.alreadyUsed();
    return tokenResponse(user, row.session_id, active.rows[0].token, settings, amrAt);
  }
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [row.token]);
  await db.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1::uuid`,
    [row.session_id],
  );
  const next = await insertRefreshToken(db, user.id, row.session_id, row.token);
  return tokenResponse(user, row.session_id, next, settings, amrAt);
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
  return rows.length > 0;
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
