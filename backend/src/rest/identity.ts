import type { RequestIdentity } from '../db/requestContext.ts';
import { resolveIdentity, type IdentityKeys } from '../jwt.ts';

const MAX_ENTRIES = 5000;

/**
 * resolveIdentity with a memo of tokens already verified: the same anon key or session JWT arrives on
 * every request, and HMAC verification is a real share of a point select's cost. Expiry is
 * re-checked on every hit; an expired or unknown token goes through full verification (and its error).
 */
export function createIdentityResolver(keys: IdentityKeys) {
  const verified = new Map<string, { identity: RequestIdentity; exp: number }>();
  return async (headers: { authorization?: string | null; apikey?: string | null }): Promise<RequestIdentity> => {
    const key = `${headers.authorization ?? ''}\n${headers.apikey ?? ''}`;
    const hit = verified.get(key);
    // 30 s of leeway is what verifyJwt allows too.
    if (hit && hit.exp + 30 > Date.now() / 1000) return hit.identity;
    const identity = await resolveIdentity(headers, keys);
    const exp = typeof identity.claims.exp === 'number' ? identity.claims.exp : Number.POSITIVE_INFINITY;
    if (verified.size >= MAX_ENTRIES) verified.clear();
    verified.set(key, { identity, exp });
    return identity;
  };
}
