import type { BackendContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { newLinkToken, saveLinkToken, type LinkKind } from './emailLinks.ts';
import { authErrors, AuthError } from './errors.ts';
import { confirmationUrl, mail, type VerifyType } from './mailFlows.ts';
import { checkPassword, createUser, findUserByEmail, findUserById, type AuthUser } from './users.ts';

type Json = Record<string, unknown>;

/**
 * An unconfirmed account is reused by an invitation, as GoTrue does, but keeps nothing that signs
 * in: whoever signed the address up never proved it, so their password, sessions, factors and
 * passkeys go (GoTrue keeps a password; decision 161).
 */
async function reuseForInvitation(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set encrypted_password = '', invited_at = now(), updated_at = now() where id = $1::uuid`,
    [userId],
  );
  for (const table of ['auth.sessions', 'auth.mfa_factors', 'auth.webauthn_credentials']) {
    await db.query(`delete from ${table} where user_id = $1::uuid`, [userId]);
  }
}

/**
 * An invited user: a new, unconfirmed account (GoTrue's invited_at), or an unconfirmed one again
 * (a first invitation never accepted, or a sign-up never confirmed). A confirmed account is
 * refused, as GoTrue does.
 */
async function invitedUser(db: Queryable, email: string, data: Json | undefined): Promise<AuthUser> {
  const existing = await findUserByEmail(db, email);
  if (existing?.email_confirmed_at) throw authErrors.emailExists();
  if (!existing)
    return createUser(db, { email, confirmed: false, invited: true, userMetadata: data }, authErrors.emailExists);
  await reuseForInvitation(db, existing.id);
  return (await findUserById(db, existing.id)) as AuthUser;
}

/** /invite (service role): the account and a mailed invitation link, valid 24 hours. */
export async function inviteByEmail(ctx: BackendContext, email: string, data: Json | undefined, redirectTo: string) {
  return ctx.db.transaction(async (tx) => {
    const user = await invitedUser(tx, email, data);
    const token = newLinkToken();
    await saveLinkToken(tx, user.id, 'invite', token);
    mail(ctx, 'invite', user.email, {
      Email: user.email,
      ConfirmationURL: confirmationUrl(ctx, 'invite', token.secret, redirectTo),
      RedirectTo: redirectTo,
    });
    return (await findUserById(tx, user.id)) as AuthUser;
  });
}

const GENERATE_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
type GenerateType = (typeof GENERATE_TYPES)[number];
type EmailChangeType = 'email_change_current' | 'email_change_new';

export interface GenerateRequest {
  type: unknown;
  email: unknown;
  password?: unknown;
  data?: Json;
  /** The address an email_change link moves the account to (already normalised). */
  newEmail?: string;
}

const isEmailChange = (type: GenerateType): type is EmailChangeType => type.startsWith('email_change_');

/**
 * An e-mail change link for one side, as GoTrue: only that side's token is set, so following
 * it alone completes the change (verifyRoutes.ts completeEmailChange).
 */
async function startEmailChange(db: Queryable, user: AuthUser, newEmail: string | undefined) {
  if (!newEmail) throw authErrors.validation('The new email address must be provided');
  if (await findUserByEmail(db, newEmail)) throw authErrors.emailExists();
  await db.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_new = '',
            email_change_token_current = '', updated_at = now() where id = $1::uuid`,
    [user.id, newEmail],
  );
}

async function userForLink(db: Queryable, type: GenerateType, email: string, request: GenerateRequest) {
  if (type === 'invite') return invitedUser(db, email, request.data);
  const existing = await findUserByEmail(db, email);
  if (type === 'signup') {
    const password = checkPassword(request.password);
    if (existing?.email_confirmed_at) throw authErrors.emailExists();
    // GoTrue's generated sign-up keeps the metadata given, without the identity's fields.
    const signup = { email, password, confirmed: false, userMetadata: request.data, bareMetadata: true };
    return existing ?? createUser(db, signup, authErrors.emailExists);
  }
  if (type === 'magiclink') {
    return existing ?? createUser(db, { email, confirmed: false, userMetadata: request.data }, authErrors.emailExists);
  }
  if (!existing) throw authErrors.adminUserNotFound();
  if (isEmailChange(type)) await startEmailChange(db, existing, request.newEmail);
  return existing;
}

/**
 * /admin/generate_link: the link a mail would carry, returned instead of sent (a project's own
 * mail service sends it). GoTrue's answer: the user's fields plus the link's properties.
 */
export async function generateLink(ctx: BackendContext, request: GenerateRequest, email: string, redirectTo: string) {
  const type = request.type;
  if (typeof type !== 'string' || !(GENERATE_TYPES as readonly string[]).includes(type)) {
    throw new AuthError(400, 'validation_failed', `Invalid type: use ${GENERATE_TYPES.join(', ')}`);
  }
  return ctx.db.transaction(async (tx) => {
    const kind = type as GenerateType;
    const user = await userForLink(tx, kind, email, request);
    const token = newLinkToken();
    await saveLinkToken(tx, user.id, kind as LinkKind, token);
    const fresh = (await findUserById(tx, user.id)) as AuthUser;
    const linkType: VerifyType = isEmailChange(kind) ? 'email_change' : kind;
    return {
      ...fresh,
      action_link: confirmationUrl(ctx, linkType, token.secret, redirectTo),
      email_otp: '',
      hashed_token: token.secret,
      verification_type: type,
      redirect_to: redirectTo,
    };
  });
}
