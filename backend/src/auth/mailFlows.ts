import { randomUUID } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { renderMail, type AuthTemplateKind, type TemplateValues } from '../mail/authTemplates.ts';
import { AuthError, authErrors } from './errors.ts';
import { newLinkToken, saveLinkToken, secondsSinceSent, type LinkKind } from './emailLinks.ts';
import { createUser, findUserByEmail, findUserById, type AuthUser } from './users.ts';

/** The GoTrue verify types whose links the local backend mails. */
export type VerifyType = 'signup' | 'recovery' | 'email_change' | 'invite' | 'magiclink';

/** GoTrue's `redirect_to` rule: the site URL, or an address the allow list's globs match; else the site URL. */
export function redirectTarget(ctx: BackendContext, requested: unknown): string {
  const { siteUrl, redirectUrls } = ctx.config.mail;
  if (typeof requested !== 'string' || requested === '' || requested.length > 2048) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  // user:pass@host tricks a string match into another host: compare the parsed parts only.
  if (url.username || url.password || !/^https?:$/.test(url.protocol)) return siteUrl;
  const target = `${url.protocol}//${url.host}${url.pathname}`;
  const site = new URL(siteUrl);
  if (url.origin === site.origin) return url.href;
  return redirectUrls.some((glob) => globMatches(glob, target)) ? url.href : siteUrl;
}

/** `*` is any run within one path segment or host part, `**` any run at all (GoTrue's globs). */
export function globMatches(glob: string, value: string): boolean {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/.@]*'),
    )
    .join('.*');
  return new RegExp(`^${pattern}$`).test(value) || new RegExp(`^${pattern}$`).test(`${value}/`);
}

export function confirmationUrl(ctx: BackendContext, type: VerifyType, secret: string, redirectTo: string): string {
  const params = new URLSearchParams({ token: secret, type, redirect_to: redirectTo });
  return `${ctx.config.publicUrl}/auth/v1/verify?${params}`;
}

/** Renders one auth mail and hands it to the background sender: the answer never waits on SMTP. */
export function mail(ctx: BackendContext, kind: AuthTemplateKind, to: string, values: Omit<TemplateValues, 'SiteURL'>) {
  const rendered = renderMail(ctx.mail.authTemplates[kind], { ...values, SiteURL: ctx.config.mail.siteUrl });
  ctx.mail.mailer.sendLater({ to, ...rendered }, kind);
}

/** True when a mail of this kind went to the user less than max_frequency ago (quietly not sent again). */
async function sentRecently(db: Queryable, ctx: BackendContext, userId: string, kind: LinkKind): Promise<boolean> {
  const ago = await secondsSinceSent(db, userId, kind);
  return ago !== null && ago < ctx.config.mail.minSecondsBetweenMails;
}

/** A new confirmation link for an unconfirmed user, mailed. */
export async function sendConfirmation(db: Queryable, ctx: BackendContext, user: AuthUser, redirectTo: string) {
  const token = newLinkToken();
  await saveLinkToken(db, user.id, 'signup', token);
  mail(ctx, 'confirmation', user.email, {
    Email: user.email,
    ConfirmationURL: confirmationUrl(ctx, 'signup', token.secret, redirectTo),
    RedirectTo: redirectTo,
  });
}

class Rollback extends Error {
  constructor(readonly user: AuthUser) {
    super('rollback');
  }
}

/**
 * What a new sign-up answers, built by really creating a user and rolling it back: the same shape,
 * fields and work (a bcrypt hash) as a genuine sign-up, so the answer says nothing about the address.
 */
async function lookalikeUser(ctx: BackendContext, email: string, password: string, data?: Record<string, unknown>) {
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await createUser(
        tx,
        { email: `${randomUUID()}@lookalike.invalid`, password, confirmed: false, userMetadata: data },
        authErrors.userAlreadyExists,
      );
      await tx.query('update auth.users set confirmation_sent_at = now() where id = $1::uuid', [user.id]);
      throw new Rollback((await findUserById(tx, user.id)) as AuthUser);
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    const swap = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(error.user.email, email)) as unknown;
    return swap(error.user) as AuthUser;
  }
  throw new Error('unreachable');
}

export interface SignUpRequest {
  email: string;
  password: string;
  data?: Record<string, unknown>;
  redirectTo: string;
}

/**
 * Sign-up with confirmations on, as GoTrue: a new address gets a user (no session) and a
 * confirmation mail. A taken address gets the same-shaped answer; its owner gets the mail instead
 * (a new confirmation link if never confirmed, else a note that the account exists).
 */
export async function signUpWithConfirmation(ctx: BackendContext, request: SignUpRequest): Promise<AuthUser> {
  const { email, password, data, redirectTo } = request;
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const user = await createUser(tx, { email, password, confirmed: false, userMetadata: data }, takenMeanwhile);
        await sendConfirmation(tx, ctx, user, redirectTo);
        return (await findUserById(tx, user.id)) as AuthUser;
      });
    } catch (error) {
      if (!(error instanceof AuthError) || error.code !== TAKEN_MEANWHILE) throw error;
    }
  }
  const owner = existing ?? (await findUserByEmail(ctx.db, email));
  if (owner) await tellOwner(ctx, owner, redirectTo);
  return lookalikeUser(ctx, email, password, data);
}

const TAKEN_MEANWHILE = 'taken_meanwhile';
const takenMeanwhile = () => new AuthError(422, TAKEN_MEANWHILE, 'taken');

/** Notices to existing accounts about sign-up attempts, by user id → last sent (ms); bounded. */
const existingAccountNotices = new Map<string, number>();

async function tellOwner(ctx: BackendContext, owner: AuthUser, redirectTo: string) {
  if (!owner.email_confirmed_at) {
    if (!(await sentRecently(ctx.db, ctx, owner.id, 'signup'))) await sendConfirmation(ctx.db, ctx, owner, redirectTo);
    return;
  }
  const last = existingAccountNotices.get(owner.id) ?? 0;
  if (Date.now() - last < ctx.config.mail.minSecondsBetweenMails * 1000) return;
  if (existingAccountNotices.size > 10_000) existingAccountNotices.clear();
  existingAccountNotices.set(owner.id, Date.now());
  mail(ctx, 'existing_account', owner.email, { Email: owner.email });
}

/** /recover: a recovery link to a known address; nothing (and the same answer) for an unknown one. */
export async function sendRecovery(ctx: BackendContext, email: string, redirectTo: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || (await sentRecently(ctx.db, ctx, user.id, 'recovery'))) return;
  const token = newLinkToken();
  await saveLinkToken(ctx.db, user.id, 'recovery', token);
  mail(ctx, 'recovery', user.email, {
    Email: user.email,
    ConfirmationURL: confirmationUrl(ctx, 'recovery', token.secret, redirectTo),
    RedirectTo: redirectTo,
  });
}

/** /resend type=signup: a new confirmation link, only to a known, unconfirmed address. */
export async function resendConfirmation(ctx: BackendContext, email: string, redirectTo: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_confirmed_at || (await sentRecently(ctx.db, ctx, user.id, 'signup'))) return;
  await sendConfirmation(ctx.db, ctx, user, redirectTo);
}

/**
 * An e-mail change with double confirmation (config.toml double_confirm_changes): both the current
 * and the new address get a link; the address changes once both are followed.
 */
export async function requestEmailChange(
  db: Queryable,
  ctx: BackendContext,
  user: AuthUser,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  if (await findUserByEmail(db, newEmail)) throw authErrors.emailExists();
  const toNew = newLinkToken();
  const toCurrent = newLinkToken();
  await db.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1::uuid`,
    [user.id, newEmail],
  );
  await saveLinkToken(db, user.id, 'email_change_new', toNew);
  await saveLinkToken(db, user.id, 'email_change_current', toCurrent);
  const values = { Email: user.email, NewEmail: newEmail, RedirectTo: redirectTo };
  mail(ctx, 'email_change', newEmail, {
    ...values,
    ConfirmationURL: confirmationUrl(ctx, 'email_change', toNew.secret, redirectTo),
  });
  mail(ctx, 'email_change', user.email, {
    ...values,
    ConfirmationURL: confirmationUrl(ctx, 'email_change', toCurrent.secret, redirectTo),
  });
}
