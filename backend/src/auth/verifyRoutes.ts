import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AuthError, authErrors } from './errors.ts';
import { isLinkSecret, spendLinkToken } from './emailLinks.ts';
import { redirectTarget, resendConfirmation, type VerifyType } from './mailFlows.ts';
import { clientInfo, readBody } from './request.ts';
import { otpErrors, spendEmailCode } from './emailOtp.ts';
import type { AuthAction } from './rateLimit.ts';

type CheckRate = (c: Context, action: AuthAction, email?: string) => Promise<void>;
import { MAILED_LINK_AMR, startSession, type TokenResponse } from './sessions.ts';
import { findUserById, isBanned, normaliseEmail, type AuthUser } from './users.ts';
import { tokenSettings } from './tokenSettings.ts';

const OTHER_ADDRESS_PENDING = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const linkInvalid = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/** supabase-js's verify types → the link the backend mailed ('email' is the newer name of signup). */
function verifyType(value: unknown): VerifyType | null {
  if (value === 'signup' || value === 'email') return 'signup';
  if (value === 'recovery' || value === 'email_change' || value === 'invite' || value === 'magiclink') return value;
  return null;
}

type Outcome = { session: TokenResponse; type: VerifyType } | { message: string };

async function confirmEmail(tx: Queryable, userId: string) {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1::uuid`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1::uuid and provider = 'email'`,
    [userId],
  );
}

/** Both links of an e-mail change followed: the address changes (unless taken meanwhile). */
async function completeEmailChange(tx: Queryable, userId: string): Promise<boolean> {
  const { rows } = await tx.query<{ pending: boolean; email_change: string }>(
    `select (coalesce(email_change_token_new, '') <> '' or coalesce(email_change_token_current, '') <> '') as pending,
            email_change from auth.users where id = $1::uuid for update`,
    [userId],
  );
  if (!rows[0] || rows[0].pending) return false;
  const taken = await tx.query('select 1 from auth.users where email = $1 and id <> $2::uuid', [
    rows[0].email_change,
    userId,
  ]);
  if (taken.rows.length) throw authErrors.emailExists();
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_confirm_status = 0,
            email_confirmed_at = now(), updated_at = now() where id = $1::uuid`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1::uuid and provider = 'email'`,
    [userId, rows[0].email_change],
  );
  return true;
}

/** Spends the link and signs its user in; an e-mail change waits for its second link. */
async function verify(c: Context, ctx: BackendContext, type: VerifyType, secret: unknown): Promise<Outcome> {
  if (!isLinkSecret(secret)) throw linkInvalid();
  const lifetime = ctx.config.mail.linkLifetimeSeconds;
  return ctx.db.transaction(async (tx) => {
    let userId: string | null;
    if (type === 'email_change') {
      userId =
        (await spendLinkToken(tx, 'email_change_new', secret, lifetime)) ??
        (await spendLinkToken(tx, 'email_change_current', secret, lifetime));
      if (userId && !(await completeEmailChange(tx, userId))) return { message: OTHER_ADDRESS_PENDING };
    } else {
      userId = await spendLinkToken(
        tx,
        type,
        secret,
        type === 'invite' ? ctx.config.mail.inviteLifetimeSeconds : lifetime,
      );
      if (userId) await confirmEmail(tx, userId);
    }
    const user: AuthUser | null = userId ? await findUserById(tx, userId) : null;
    if (!user) throw linkInvalid();
    // A banned account cannot sign in by a link any more than by its password.
    if (isBanned(user)) throw authErrors.userBanned();
    const client = clientInfo(c, ctx.config.trustedProxies);
    const session = await startSession(tx, user, tokenSettings(ctx), client, MAILED_LINK_AMR);
    return { session, type };
  });
}

/** Where GET /verify sends the browser: the session (or the error) in the fragment, as GoTrue. */
function landing(redirectTo: string, outcome: Outcome | AuthError): string {
  const url = new URL(redirectTo);
  let fragment: Record<string, string>;
  if (outcome instanceof AuthError) {
    fragment = { error: 'access_denied', error_code: outcome.code, error_description: outcome.message };
  } else if ('message' in outcome) {
    fragment = { message: outcome.message };
  } else {
    const { session } = outcome;
    fragment = {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: outcome.type,
    };
  }
  url.hash = new URLSearchParams(fragment).toString();
  return url.href;
}

/** verifyOtp({ email, token, type: 'email' | 'magiclink' | 'signup' }): the code of an /otp mail. */
async function verifyCode(c: Context, ctx: BackendContext, email: string, code: unknown): Promise<TokenResponse> {
  return ctx.db.transaction(async (tx) => {
    const userId = await spendEmailCode(tx, email, code, ctx.config.mail.linkLifetimeSeconds);
    const user = userId ? await findUserById(tx, userId) : null;
    if (!user) throw otpErrors.invalid();
    if (isBanned(user)) throw authErrors.userBanned();
    await confirmEmail(tx, user.id);
    return startSession(tx, user, tokenSettings(ctx), clientInfo(c, ctx.config.trustedProxies), MAILED_LINK_AMR);
  });
}

const CODE_TYPES = new Set(['email', 'magiclink', 'signup']);
const PHONE_TYPES = new Set(['sms', 'phone_change']);
const tokenInvalid = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * A phone code: GoTrue checks the number's form (E.164, spaces and a leading + allowed), then
 * looks the user up. Phone sign-ups are off here, so no user has a number and no code is valid.
 */
function refusePhoneCode(phone: unknown, type: unknown): never {
  const digits = typeof phone === 'string' ? phone.replace(/^\+/, '').replaceAll(' ', '') : '';
  if (!/^[1-9]\d{1,14}$/.test(digits)) throw authErrors.validation('Invalid phone number format (E.164 required)');
  if (!PHONE_TYPES.has(String(type))) throw authErrors.validation('Verify requires a verification type');
  throw tokenInvalid();
}

/** /auth/v1/verify (the links in the mails; supabase-js verifyOtp) and /auth/v1/resend. */
export function createVerifyRoutes(ctx: BackendContext, checkRate: CheckRate): Hono {
  const app = new Hono();

  app.get('/verify', async (c) => {
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
    const type = verifyType(c.req.query('type'));
    let outcome: Outcome | AuthError;
    try {
      if (!type) throw linkInvalid();
      outcome = await verify(c, ctx, type, c.req.query('token'));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      outcome = error;
    }
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(landing(redirectTo, outcome), 303);
  });

  app.post('/verify', async (c) => {
    const body = await readBody(c);
    if (body.token_hash === undefined && body.phone !== undefined) refusePhoneCode(body.phone, body.type);
    if (body.token_hash === undefined && body.email !== undefined && body.token !== undefined) {
      if (!CODE_TYPES.has(String(body.type))) throw otpErrors.invalid();
      const email = normaliseEmail(body.email);
      // Six digits are guessable: a few tries per address per window (the shared auth limits).
      await checkRate(c, 'otp', email);
      return c.json(await verifyCode(c, ctx, email, body.token));
    }
    const type = verifyType(body.type);
    if (!type) throw authErrors.validation('Verify requires a verification type');
    if (body.token_hash === undefined) throw tokenInvalid();
    const outcome = await verify(c, ctx, type, body.token_hash).catch((error: unknown) => {
      if (error instanceof AuthError && error.code === 'otp_expired') throw tokenInvalid();
      throw error;
    });
    return c.json('message' in outcome ? { msg: outcome.message, code: 200 } : outcome.session);
  });

  app.post('/resend', async (c) => {
    const body = await readBody(c);
    if (body.type !== 'signup') throw authErrors.validation('Missing one of these types: signup, email_change');
    const email = normaliseEmail(body.email);
    const redirectTo = redirectTarget(
      ctx,
      c.req.query('redirect_to') ?? (body.options as { emailRedirectTo?: unknown })?.emailRedirectTo,
    );
    await resendConfirmation(ctx, email, redirectTo);
    return c.json({});
  });

  return app;
}
