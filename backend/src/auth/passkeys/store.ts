import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

export type ChallengeType = 'registration' | 'authentication';

/** A ceremony's challenge is good for five minutes, and for one answer. */
const CHALLENGE_LIFETIME_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StoredPasskey {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  sign_count: number;
  transports: string[];
}

/** What GoTrue lists of a passkey: never its key material. */
export interface PasskeyItem {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

const ITEM_COLUMNS = `id::text, friendly_name, created_at, last_used_at`;

function toItem(row: { id: string; friendly_name: string | null; created_at: Date; last_used_at: Date | null }) {
  const item: PasskeyItem = { id: row.id, created_at: new Date(row.created_at).toISOString() };
  if (row.friendly_name) item.friendly_name = row.friendly_name;
  if (row.last_used_at) item.last_used_at = new Date(row.last_used_at).toISOString();
  return item;
}

export async function saveChallenge(db: Queryable, type: ChallengeType, challenge: string, userId: string | null) {
  await db.query('delete from auth.webauthn_challenges where expires_at < now()');
  const id = randomUUID();
  const { rows } = await db.query<{ expires_at: number }>(
    `insert into auth.webauthn_challenges (id, user_id, challenge_type, challenge, expires_at)
     values ($1::uuid, $2::uuid, $3, $4, now() + make_interval(secs => $5))
     returning extract(epoch from expires_at)::bigint::int as expires_at`,
    [id, userId, type, challenge, CHALLENGE_LIFETIME_SECONDS],
  );
  return { id, expiresAt: Number(rows[0]!.expires_at) };
}

/** Spends the challenge: whatever the answer's fate, it cannot be answered again. */
export async function takeChallenge(db: Queryable, id: unknown, type: ChallengeType, userId: string | null) {
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  const { rows } = await db.query<{ challenge: string; live: boolean }>(
    `delete from auth.webauthn_challenges
      where id = $1::uuid and challenge_type = $2 and user_id is not distinct from $3::uuid
      returning challenge, expires_at > now() as live`,
    [id, type, userId],
  );
  return rows[0]?.live ? rows[0].challenge : null;
}

export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyItem[]> {
  const { rows } = await db.query<Parameters<typeof toItem>[0]>(
    `select ${ITEM_COLUMNS} from auth.webauthn_credentials where user_id = $1::uuid order by created_at, id`,
    [userId],
  );
  return rows.map(toItem);
}

export async function credentialsOf(db: Queryable, userId: string): Promise<StoredPasskey[]> {
  const { rows } = await db.query<StoredPasskey>(
    `select id::text, user_id::text, credential_id, public_key, sign_count::int, transports
       from auth.webauthn_credentials where user_id = $1::uuid`,
    [userId],
  );
  return rows;
}

export async function findByCredentialId(db: Queryable, credentialId: string): Promise<StoredPasskey | null> {
  const { rows } = await db.query<StoredPasskey>(
    `select id::text, user_id::text, credential_id, public_key, sign_count::int, transports
       from auth.webauthn_credentials where credential_id = $1 for update`,
    [credentialId],
  );
  return rows[0] ?? null;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  aaguid: string | null;
}

export async function insertPasskey(db: Queryable, passkey: NewPasskey): Promise<PasskeyItem> {
  const { rows } = await db.query<Parameters<typeof toItem>[0]>(
    `insert into auth.webauthn_credentials (id, user_id, credential_id, public_key, sign_count, transports, aaguid)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6::jsonb, $7::uuid) returning ${ITEM_COLUMNS}`,
    [
      randomUUID(),
      passkey.userId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.signCount,
      JSON.stringify(passkey.transports),
      passkey.aaguid,
    ],
  );
  return toItem(rows[0]!);
}

export async function recordUse(db: Queryable, id: string, signCount: number): Promise<void> {
  await db.query(
    'update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1::uuid',
    [id, signCount],
  );
}

export async function renamePasskey(db: Queryable, userId: string, id: string, name: string) {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<Parameters<typeof toItem>[0]>(
    `update auth.webauthn_credentials set friendly_name = $3, updated_at = now()
      where id = $1::uuid and user_id = $2::uuid returning ${ITEM_COLUMNS}`,
    [id, userId, name],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

export async function deletePasskey(db: Queryable, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rows } = await db.query(
    'delete from auth.webauthn_credentials where id = $1::uuid and user_id = $2::uuid returning id',
    [id, userId],
  );
  return rows.length > 0;
}
