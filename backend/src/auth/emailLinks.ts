import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** The link kinds a mail carries, and the auth.users columns (GoTrue's) that hold each one's token. */
const COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  // GoTrue keeps an invitation's token where a sign-up's goes, and a magic link's where recovery's goes.
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_new: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  email_change_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
} as const;

export type LinkKind = keyof typeof COLUMNS;

export interface LinkToken {
  /** Goes into the mail's link (GoTrue's token_hash): 256 random bits. */
  secret: string;
  /** What the database keeps: its SHA-256, so a read of auth.users yields no working link. */
  stored: string;
}

export function newLinkToken(): LinkToken {
  const secret = randomBytes(32).toString('base64url');
  return { secret, stored: storedForm(secret) };
}

export function storedForm(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a value can be a link secret at all (anything else is refused before the database). */
export function isLinkSecret(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Saves a new token of `kind` for the user (the previous one stops working) and stamps its send time. */
export async function saveLinkToken(db: Queryable, userId: string, kind: LinkKind, token: LinkToken): Promise<void> {
  const { token: column, sentAt } = COLUMNS[kind];
  await db.query(`update auth.users set ${column} = $2, ${sentAt} = now() where id = $1::uuid`, [userId, token.stored]);
}

/**
 * Spends a token: the user whose live token (sent less than `lifetimeSeconds` ago) it is, with the
 * token cleared in the same statement, so a link works once even when clicked twice at once.
 * Null for an unknown, spent or expired token: the caller cannot tell which (nor can the clicker).
 */
export async function spendLinkToken(
  db: Queryable,
  kind: LinkKind,
  secret: string,
  lifetimeSeconds: number,
): Promise<string | null> {
  if (!isLinkSecret(secret)) return null;
  const { token: column, sentAt } = COLUMNS[kind];
  const { rows } = await db.query<{ id: string }>(
    `update auth.users set ${column} = '' where ${column} = $1 and deleted_at is null
        and ${sentAt} > now() - make_interval(secs => $2::float8)
      returning id::text`,
    [storedForm(secret), lifetimeSeconds],
  );
  return rows[0]?.id ?? null;
}

/** Seconds since a mail of `kind` was last sent to the user (null: never). */
export async function secondsSinceSent(db: Queryable, userId: string, kind: LinkKind): Promise<number | null> {
  const { sentAt } = COLUMNS[kind];
  const { rows } = await db.query<{ ago: number | null }>(
    `select extract(epoch from now() - ${sentAt})::float8 as ago from auth.users where id = $1::uuid`,
    [userId],
  );
  return rows[0]?.ago ?? null;
}
