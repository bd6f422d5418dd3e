import type { Context } from 'hono';
import type { BackendContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { authErrors } from './errors.ts';
import { countFactors } from './mfa/factors.ts';
import { requireJwt } from './request.ts';
import { findUserById, type AuthUser } from './users.ts';

export interface SignedIn {
  user: AuthUser;
  sessionId: string;
  /** The session's assurance level as the database has it (not as an old token claims it). */
  aal: 'aal1' | 'aal2';
}

/** The signed-in user behind the bearer JWT; its session must still exist (signed out → 403). */
export async function currentUser(c: Context, ctx: BackendContext): Promise<SignedIn> {
  const claims = await requireJwt(c, ctx.keys);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw authErrors.badJwt('invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw authErrors.sessionNotFound();
  const { rows } = await ctx.db.query<{ aal: string | null; user_id: string }>(
    'select aal, user_id::text from auth.sessions where id = $1::uuid',
    [sessionId],
  );
  if (!rows[0]) throw authErrors.sessionNotFound();
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub) || rows[0].user_id !== claims.sub) throw authErrors.userNotFound();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw authErrors.userNotFound();
  return { user, sessionId, aal: rows[0].aal === 'aal2' ? 'aal2' : 'aal1' };
}

/**
 * GoTrue's guard on credentials: the account has a verified factor and this session has not been
 * raised to aal2 with one, so a password alone must not change how the account is signed in to.
 */
export async function belowAccountAssurance(db: Queryable, signedIn: SignedIn): Promise<boolean> {
  return signedIn.aal !== 'aal2' && (await countFactors(db, signedIn.user.id)).verified > 0;
}
