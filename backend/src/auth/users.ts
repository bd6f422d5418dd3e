import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database.ts';
import { AuthError, authErrors } from './errors.ts';

/**
 * GoTrue's bcrypt cost, 10. AUTH_BCRYPT_COST may lower it for test runs only (4 is bcrypt's
 * least): a hash then costs ~1 ms instead of ~100, and the suites make thousands.
 */
const BCRYPT_COST = bcryptCostFromEnv(process.env.AUTH_BCRYPT_COST);
export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 72;
/** Compared against when the e-mail is unknown, so response time does not reveal which e-mails exist. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);
/** GoTrue's check: an RFC 5322 dot-atom local part and a dotted host name (so `xx:;x@x.x` is refused). */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

type Json = Record<string, unknown>;

function bcryptCostFromEnv(value: string | undefined): number {
  const cost = Number(value);
  return Number.isInteger(cost) && cost >= 4 && cost <= 14 ? cost : 10;
}

/** The user as GoTrue returns it (docs/product/backend-protocol.md#user-object). */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  app_metadata: Json;
  user_metadata: Json;
  identities: Json[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  [key: string]: unknown;
}

interface UserRow {
  user: Json;
  identities: Json[];
  factors: Json[];
}

const USER_SELECT = `
  select to_jsonb(u) as "user",
         coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = u.id),
                  '[]'::jsonb) as identities,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
                     'created_at', f.created_at, 'updated_at', f.updated_at, 'last_challenged_at', f.last_challenged_at
                   ) order by f.created_at) from auth.mfa_factors f where f.user_id = u.id),
                  '[]'::jsonb) as factors
    from auth.users u`;

function optional(user: Json, key: string): Record<string, unknown> {
  return user[key] === null || user[key] === undefined ? {} : { [key]: user[key] };
}

function identityJson(identity: Json): Json {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email,
  };
}

/** A factor as GoTrue shows it: never its secret; no empty friendly name. */
export function factorJson(factor: Json): Json {
  const { friendly_name: name, ...rest } = factor;
  return typeof name === 'string' && name !== '' ? { ...rest, friendly_name: name } : rest;
}

function toAuthUser(row: UserRow): AuthUser {
  const u = row.user;
  return {
    id: String(u.id),
    aud: String(u.aud ?? 'authenticated'),
    role: String(u.role ?? 'authenticated'),
    email: typeof u.email === 'string' ? u.email : '',
    ...optional(u, 'email_confirmed_at'),
    phone: typeof u.phone === 'string' ? u.phone : '',
    ...optional(u, 'phone_confirmed_at'),
    ...optional(u, 'invited_at'),
    ...optional(u, 'confirmation_sent_at'),
    ...optional(u, 'confirmed_at'),
    ...optional(u, 'recovery_sent_at'),
    ...(typeof u.email_change === 'string' && u.email_change !== '' ? { new_email: u.email_change } : {}),
    ...(typeof u.email_change === 'string' && u.email_change !== '' ? optional(u, 'email_change_sent_at') : {}),
    ...optional(u, 'last_sign_in_at'),
    ...optional(u, 'banned_until'),
    app_metadata: (u.raw_app_meta_data as Json | null) ?? {},
    user_metadata: (u.raw_user_meta_data as Json | null) ?? {},
    identities: row.identities.map(identityJson),
    // GoTrue leaves `factors` out until the user enrols one.
    ...(row.factors.length > 0 ? { factors: row.factors.map(factorJson) } : {}),
    created_at: String(u.created_at),
    updated_at: String(u.updated_at),
    is_anonymous: u.is_anonymous === true,
  };
}

export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || !EMAIL_PATTERN.test(value.trim()) || value.length > 255) {
    throw authErrors.validation('Unable to validate email address: invalid format');
  }
  return value.trim().toLowerCase();
}

/** GoTrue's checks: empty → 400, longer than bcrypt's 72 bytes → 400, shorter than the minimum → 422. */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') throw authErrors.validation('Signup requires a valid password');
  if (Buffer.byteLength(password) > PASSWORD_MAX_LENGTH) {
    throw authErrors.validation(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (password.length < PASSWORD_MIN_LENGTH) throw authErrors.weakPassword(PASSWORD_MIN_LENGTH);
  return password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function findUserById(db: Queryable, id: string): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where u.id = $1::uuid and u.deleted_at is null`, [id]);
  return rows[0] ? toAuthUser(rows[0]) : null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where u.email = $1 and u.deleted_at is null`, [email]);
  return rows[0] ? toAuthUser(rows[0]) : null;
}

/** Checks e-mail + password; the same error (and similar time) whether the e-mail or the password is wrong. */
export async function verifyPassword(db: Queryable, email: string, password: string): Promise<AuthUser> {
  const { rows } = await db.query<{ id: string; encrypted_password: string | null }>(
    'select id, encrypted_password from auth.users where email = $1 and deleted_at is null',
    [email],
  );
  const hash = rows[0]?.encrypted_password || DUMMY_HASH;
  const matches = await bcrypt.compare(password, hash);
  if (!rows[0] || !rows[0].encrypted_password || !matches) throw authErrors.invalidCredentials();
  const user = await findUserById(db, rows[0].id);
  if (!user) throw authErrors.invalidCredentials();
  if (isBanned(user)) throw authErrors.userBanned();
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  return user;
}

export function isBanned(user: AuthUser): boolean {
  return typeof user.banned_until === 'string' && Date.parse(user.banned_until) > Date.now();
}

export async function passwordMatches(db: Queryable, userId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<{ encrypted_password: string | null }>(
    'select encrypted_password from auth.users where id = $1::uuid',
    [userId],
  );
  const hash = rows[0]?.encrypted_password;
  return Boolean(hash) && bcrypt.compare(password, hash as string);
}

export interface NewUser {
  email: string;
  /** Admin-created users keep exactly the metadata given (GoTrue adds the identity's keys on sign-up only). */
  bareMetadata?: boolean;
  /** An invited user (GoTrue's invited_at): confirmed by following the invitation. */
  invited?: boolean;
  password?: string;
  confirmed: boolean;
  userMetadata?: Json;
  appMetadata?: Json;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Inserts the user and its e-mail identity, as GoTrue does on signup and admin create. */
export async function createUser(db: Queryable, input: NewUser, duplicate: () => AuthError): Promise<AuthUser> {
  const id = randomUUID();
  const identityData = { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  const userMetadata = input.bareMetadata
    ? (input.userMetadata ?? {})
    : { ...(input.userMetadata ?? {}), ...identityData };
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  const hash = input.password ? await hashPassword(input.password) : '';
  try {
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_super_admin,
                               confirmation_token, recovery_token, email_change_token_new, email_change, invited_at)
       values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3,
               case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), false, '', '', '', '',
               case when $7::boolean then now() end)`,
      [
        id,
        input.email,
        hash,
        input.confirmed,
        JSON.stringify(appMetadata),
        JSON.stringify(userMetadata),
        input.invited === true,
      ],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now())`,
    [id, JSON.stringify(identityData)],
  );
  return (await findUserById(db, id)) as AuthUser;
}

/**
 * GoTrue's anonymous user: no address, no password, no identity; `is_anonymous` marks it (and its
 * tokens) so RLS can tell it from a real account, which it becomes by adding an e-mail later.
 */
export async function createAnonymousUser(db: Queryable, userMetadata: Json | undefined): Promise<AuthUser> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, created_at,
                             updated_at, is_super_admin, is_anonymous, confirmation_token, recovery_token,
                             email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2::jsonb,
             $3::jsonb, now(), now(), false, true, '', '', '', '')`,
    [id, JSON.stringify({ provider: 'anonymous', providers: ['anonymous'] }), JSON.stringify(userMetadata ?? {})],
  );
  return (await findUserById(db, id)) as AuthUser;
}

/** GoTrue's metadata merge: keys are set one by one; a `null` value deletes the key. */
export function mergeMetadata(current: Json, patch: Json): Json {
  const merged: Json = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export interface UserChanges {
  email?: string;
  password?: string;
  /** The session changing the password, which stays signed in; without one (the admin API) all end. */
  passwordSessionId?: string;
  userMetadata?: Json;
  appMetadata?: Json;
  confirmEmail?: boolean;
  bannedUntil?: string | null;
}

/**
 * A new password, as GoTrue's UpdatePassword: links and codes mailed before it stop working, and
 * every session but the one that changed it ends, so whoever knew the old password is signed out.
 */
async function replacePassword(db: Queryable, userId: string, password: string, keptSessionId?: string) {
  const hash = await hashPassword(password);
  await db.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
            recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
            email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
            updated_at = now()
      where id = $1::uuid`,
    [userId, hash],
  );
  await db.query('delete from auth.one_time_tokens where user_id = $1::uuid', [userId]);
  await db.query('delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid', [
    userId,
    keptSessionId ?? null,
  ]);
}

export async function updateUser(db: Queryable, user: AuthUser, changes: UserChanges): Promise<AuthUser> {
  if (changes.email !== undefined && changes.email !== user.email) {
    const taken = await findUserByEmail(db, changes.email);
    if (taken) throw authErrors.emailExists();
    await db.query('update auth.users set email = $2, updated_at = now() where id = $1::uuid', [
      user.id,
      changes.email,
    ]);
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
        where user_id = $1::uuid and provider = 'email'`,
      [user.id, changes.email],
    );
  }
  if (changes.password !== undefined) await replacePassword(db, user.id, changes.password, changes.passwordSessionId);
  if (changes.userMetadata) {
    const merged = mergeMetadata(user.user_metadata, changes.userMetadata);
    await db.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid', [
      user.id,
      JSON.stringify(merged),
    ]);
  }
  if (changes.appMetadata) {
    const merged = mergeMetadata(user.app_metadata, changes.appMetadata);
    await db.query('update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid', [
      user.id,
      JSON.stringify(merged),
    ]);
  }
  if (changes.confirmEmail) {
    await db.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1::uuid',
      [user.id],
    );
  }
  if (changes.bannedUntil !== undefined) {
    await db.query('update auth.users set banned_until = $2::timestamptz, updated_at = now() where id = $1::uuid', [
      user.id,
      changes.bannedUntil,
    ]);
  }
  return (await findUserById(db, user.id)) as AuthUser;
}
