import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import { renderMail } from '../mail/authTemplates.ts';
import { AuthError } from './errors.ts';
import { MAILED_LINK_AMR } from './sessions.ts';
import type { AuthUser } from './users.ts';

/** GoTrue: a password change needs a mailed nonce once the session is more than 24 h old. */
const RECENT_SESSION_SECONDS = 24 * 3600;

export const reauthErrors = {
  needed: () => new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  notValid: () => new AuthError(422, 'reauthentication_not_valid', 'Requires reauthentication'),
  tooSoon: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
};

/** GoTrue stores sha256(email + code), so a read of auth.users yields no usable code. */
function stored(email: string, nonce: string): string {
  return createHash('sha256')
    .update(email + nonce)
    .digest('hex');
}

/** /reauthenticate: a six-digit code by mail (max_frequency between two), the previous one void. */
export async function sendReauthentication(ctx: BackendContext, user: AuthUser): Promise<void> {
  const { rows } = await ctx.db.query<{ ago: number | null }>(
    'select extract(epoch from now() - reauthentication_sent_at)::float8 as ago from auth.users where id = $1::uuid',
    [user.id],
  );
  const ago = rows[0]?.ago;
  const wait = ctx.config.mail.minSecondsBetweenMails;
  if (ago !== null && ago !== undefined && ago < wait) throw reauthErrors.tooSoon(Math.ceil(wait - ago));
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.query(
    'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1::uuid',
    [user.id, stored(user.email, nonce)],
  );
  const rendered = renderMail(ctx.mail.authTemplates.reauthentication, {
    Email: user.email,
    Token: nonce,
    SiteURL: ctx.config.mail.siteUrl,
  });
  ctx.mail.mailer.sendLater({ to: user.email, ...rendered }, 'reauthentication');
}

/**
 * Whether the session may change the password without a mailed code: it is less than a day old
 * (GoTrue's rule) and proved the mailbox itself, a recovery, invitation, sign-in or confirmation
 * link having opened it, or the account has no address to mail a code to (anonymous). A session
 * a password opened needs the code, as the account page promises: a password thief has no mailbox.
 */
async function mayChangeWithoutCode(ctx: BackendContext, user: AuthUser, sessionId: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ recent: boolean; by_mail: boolean }>(
    `select s.created_at > now() - make_interval(secs => $2::int) as recent,
            exists (select 1 from auth.mfa_amr_claims c
                     where c.session_id = s.id and c.authentication_method = $3) as by_mail
       from auth.sessions s where s.id = $1::uuid`,
    [sessionId, RECENT_SESSION_SECONDS, MAILED_LINK_AMR],
  );
  return rows[0] !== undefined && rows[0].recent && (rows[0].by_mail || !user.email);
}

/**
 * Checks a password change's nonce. A nonce given is always checked and spent, right or wrong:
 * one guess per mail, and mails come at most once per max_frequency. None is needed when secure
 * password change is off, or by a recent session a mailed link opened.
 */
export async function checkReauthentication(
  ctx: BackendContext,
  user: AuthUser,
  sessionId: string,
  nonce: unknown,
): Promise<void> {
  if (nonce === undefined || nonce === null || nonce === '') {
    if (!ctx.config.securePasswordChange || (await mayChangeWithoutCode(ctx, user, sessionId))) return;
    throw reauthErrors.needed();
  }
  if (typeof nonce !== 'string' || !/^\d{6}$/.test(nonce)) throw reauthErrors.notValid();
  const { rows } = await ctx.db.query<{ token: string | null; fresh: boolean }>(
    `update auth.users u set reauthentication_token = ''
       from (select id, reauthentication_token as token, reauthentication_sent_at as sent_at
               from auth.users where id = $1::uuid for update) prior
      where u.id = prior.id
      returning prior.token, prior.sent_at > now() - make_interval(secs => $2::int) as fresh`,
    [user.id, ctx.config.mail.linkLifetimeSeconds],
  );
  const expected = Buffer.from(rows[0]?.token ?? '');
  const given = Buffer.from(stored(user.email, nonce));
  if (!rows[0]?.fresh || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw reauthErrors.notValid();
  }
}
