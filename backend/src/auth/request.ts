import type { Context } from 'hono';
import type { BlockList } from 'node:net';
import type { JWTPayload } from 'jose';
import { JwtError } from '../jwt.ts';
import type { KeyRing } from '../keys.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { isPlainObject, parseJsonText } from '../http/json.ts';
import { authErrors } from './errors.ts';
import type { ClientInfo } from './sessions.ts';

/** The JSON object body of an auth request; an empty body (logout) is `{}`. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const parsed = parseJsonText(await c.req.text());
  if (!parsed.ok) throw authErrors.badJson(parsed.error);
  if (parsed.value === undefined) return {};
  if (!isPlainObject(parsed.value)) throw authErrors.badJson('expected a JSON object');
  return parsed.value;
}

/** Who is asking (http/clientAddress.ts: X-Forwarded-For counts only behind a trusted proxy). */
export function clientInfo(c: Context, trustedProxies: BlockList): ClientInfo {
  return { ip: clientAddress(c, trustedProxies), userAgent: c.req.header('user-agent') ?? null };
}

export function bearerToken(c: Context): string | null {
  return (
    c.req
      .header('authorization')
      ?.match(/^Bearer\s+(.+)$/i)?.[1]
      ?.trim() ?? null
  );
}

/** Verifies the bearer JWT as GoTrue does: missing → 401, bad or expired → 403 bad_jwt. */
export async function requireJwt(c: Context, keys: KeyRing): Promise<JWTPayload> {
  const token = bearerToken(c);
  if (!token) throw authErrors.noAuthorization();
  try {
    // The gateway stands a publishable/secret key in for the anon/service_role JWT (as the CLI's Kong does).
    if (token.startsWith('sb_')) return await keys.verify(keys.legacyJwtFor(await keys.apiKeyRole(token)));
    return await keys.verify(token);
  } catch (error) {
    if (error instanceof JwtError && error.reason === 'expired')
      throw authErrors.badJwt('token has invalid claims: token is expired');
    throw authErrors.badJwt('signature is invalid');
  }
}
