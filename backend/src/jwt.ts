import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import type { DbRole, RequestIdentity } from './db/requestContext.ts';

/** Expiry of the Supabase CLI's demo keys; keeps our anon/service keys identical to the CLI's. */
const API_KEY_EXPIRY = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(secret));
}

/** The anon and service_role API keys: HS256 JWTs exactly as `supabase start` prints them. */
export async function createApiKeys(secret: string): Promise<ApiKeys> {
  const key = (role: DbRole) => signJwt({ iss: 'supabase-demo', role, exp: API_KEY_EXPIRY }, secret);
  return { anonKey: await key('anon'), serviceRoleKey: await key('service_role') };
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

/**
 * Resolves who is asking from the headers, as Supabase's gateway does: a JWT in Authorization wins;
 * a missing bearer (or an `sb_` key) falls back to the apikey. A JWT without a role is anon.
 * Throws JwtError when the presented token is invalid or expired.
 */
export async function resolveIdentity(
  headers: { authorization?: string | null; apikey?: string | null },
  secret: string,
): Promise<RequestIdentity> {
  const bearer = headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const token = bearer && !bearer.startsWith('sb_') ? bearer : headers.apikey?.trim();
  if (!token || token.startsWith('sb_')) return { role: 'anon', claims: { role: 'anon' } };
  const claims = await verifyJwt(token, secret);
  const role = claims.role === undefined ? 'anon' : claims.role;
  if (!isDbRole(role)) throw new JwtError('invalid', `role "${String(role)}" does not exist`);
  return { role, claims: { ...claims, role } };
}
