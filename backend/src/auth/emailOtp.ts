import { createHash, randomInt } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { newLinkToken, saveLinkToken, secondsSinceSent } from './emailLinks.ts';
import { AuthError } from './errors.ts';
import { confirmationUrl, mail } from './mailFlows.ts';
import { reauthErrors } from './reauthentication.ts';
import { createUser, findUserByEmail, type AuthUser } from './users.ts';

export const otpErrors = {
  signupsNotAllowed: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  invalid: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
};

/** GoTrue keeps sha256(email + code): a read of the table yields no code. */
function codeHash(email: string, code: string): string {
  return createHash('sha256')
    .update(email + code)
    .digest('hex');
}

export interface OtpRequest {
  email: string;
  createUser: boolean;
  data?: Record<string, unknown>;
  redirectTo: string;
}

/** One mail with a new magic link and a new six-digit code for the user (each replaces the last). */
async function mailSignInCode(tx: Queryable, ctx: BackendContext, user: AuthUser, redirectTo: string) {
  const link = newLinkToken();
  await saveLinkToken(tx, user.id, 'magiclink', link);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values (gen_random_uuid(), $1::uuid, 'recovery_token', $2, $3)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, created_at = now(), updated_at = now()`,
    [user.id, codeHash(user.email, code), user.email],
  );
  mail(ctx, 'magic_link', user.email, {
    Email: user.email,
    Token: code,
    ConfirmationURL: confirmationUrl(ctx, 'magiclink', link.secret, redirectTo),
    RedirectTo: redirectTo,
  });
}

/**
 * /otp (signInWithOtp by e-mail): one mail with a magic link and a six-digit code, both working
 * once for an hour. An unknown address gets an account first, unless create_user is false: then
 * it gets no mail and the answer a known address gets, also where a known one was mailed within
 * max_frequency (GoTrue answers otp_disabled and 429, which tell which addresses have accounts).
 */
export async function sendEmailOtp(ctx: BackendContext, request: OtpRequest): Promise<void> {
  const { email, redirectTo } = request;
  await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user && !request.createUser) return;
    user ??= await createUser(tx, { email, confirmed: false, userMetadata: request.data }, otpErrors.signupsNotAllowed);
    const ago = await secondsSinceSent(tx, user.id, 'magiclink');
    const wait = ctx.config.mail.minSecondsBetweenMails;
    if (ago !== null && ago < wait) {
      if (!request.createUser) return;
      throw reauthErrors.tooSoon(Math.ceil(wait - ago));
    }
    await mailSignInCode(tx, ctx, user, redirectTo);
  });
}

/**
 * verifyOtp({ email, token }): the user whose live code it is, with the code and its mail's link
 * both spent; null for a wrong, spent or expired code (the caller cannot tell which).
 */
export async function spendEmailCode(db: Queryable, email: string, code: unknown, lifetimeSeconds: number) {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) return null;
  const { rows } = await db.query<{ user_id: string }>(
    `delete from auth.one_time_tokens t using auth.users u
      where t.user_id = u.id and u.email = $1 and t.token_type = 'recovery_token' and t.token_hash = $2
        and t.created_at > (now() at time zone 'utc') - make_interval(secs => $3::float8)
      returning t.user_id::text`,
    [email, codeHash(email, code.trim()), lifetimeSeconds],
  );
  const userId = rows[0]?.user_id ?? null;
  if (userId) await db.query(`update auth.users set recovery_token = '' where id = $1::uuid`, [userId]);
  return userId;
}
