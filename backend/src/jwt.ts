import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import type { DbRole, RequestIdentity } from './db/requestContext.ts';

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(secret));
}

export type JwtFailure = 'expired' | 'invalid';

export class JwtError extends Error {
  constructor(
    readonly reason: JwtFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Verifies an HS256 JWT; throws JwtError('expired' | 'invalid'). 30 s clock skew, as PostgREST. */
export async function verifyJwt(token: string, secret: string): Promise<JWTPayload> {
  if (token.split('.').length !== 3) {
    throw new JwtError('invalid', `Expected 3 parts in JWT; got ${token.split('.').length}`);
  }
  try {
    const { payload } = await jwtVerify(token, secretBytes(secret), {
      algorithms: ['HS256'],
      clockTolerance: 30,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    throw new JwtError('invalid', 'JWT cryptographic operation failed');
  }
}

const API_ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

function isDbRole(value: unknown): value is DbRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

/** What resolveIdentity needs of the key ring (kept narrow so this file does not import it). */
export interface IdentityKeys {
  verify(token: string): Promise<JWTPayload>;
  apiKeyRole(key: string): Promise<DbRole>;
  anonKey: string;
  serviceRoleKey: string;
  apiKeyMode: 'both' | 'legacy' | 'new';
}

/**
 * Resolves who is asking from the headers, as Supabase's gateway does: the apikey must be a key it
 * knows (legacy JWT or `sb_publishable_…`/`sb_secret_…`, as configured); a JWT in Authorization
 * wins; a missing bearer (or an `sb_` key there) falls back to the apikey's role. A JWT without a
 * role is anon. Throws JwtError for an invalid or expired token, ApiKeyError for an unknown key.
 */
export async function resolveIdentity(
  headers: { authorization?: string | null; apikey?: string | null },
  keys: IdentityKeys,
): Promise<RequestIdentity> {
  const bearer = headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const apikey = headers.apikey?.trim() || (bearer?.startsWith('sb_') ? bearer : undefined);
  const keyRole = apikey ? await keys.apiKeyRole(apikey) : undefined;
  if (bearer && !bearer.startsWith('sb_')) {
    if (keys.apiKeyMode === 'new' && (bearer === keys.anonKey || bearer === keys.serviceRoleKey)) {
      await keys.apiKeyRole(bearer);
    }
    return identityFromClaims(await keys.verify(bearer));
  }
  if (!apikey || !keyRole) return { role: 'anon', claims: { role: 'anon' } };
  if (apikey.startsWith('sb_')) return { role: keyRole, claims: { role: keyRole } };
  return identityFromClaims(await keys.verify(apikey));
}

function identityFromClaims(claims: JWTPayload): RequestIdentity {
  const role = claims.role === undefined ? 'anon' : claims.role;
  if (!isDbRole(role)) throw new JwtError('invalid', `role "${String(role)}" does not exist`);
  return { role, claims: { ...claims, role } };
}
