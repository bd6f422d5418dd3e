import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** Why a push's Authorization was refused: 401 for a bad or missing token, 403 for another key. */
export type VapidRefusal = { status: 401 | 403; reason: string };

const MAX_LIFETIME_SECONDS = 24 * 3600;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function fromBase64Url(text: string | undefined): Buffer | null {
  return text && BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292 §3): its two parameters, in either order. */
function parseHeader(header: string | undefined): { token: string; key: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const [name, ...value] = part.trim().split('=');
    params.set(name.trim().toLowerCase(), value.join('=').trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  return token && key ? { token, key } : null;
}

/** The k= key as a verifying key: a 65-byte uncompressed P-256 point. */
export function publicKeyOf(point: Buffer): KeyObject | null {
  if (point.length !== 65 || point[0] !== 4) return null;
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  try {
    return createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return null;
  }
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function checkClaims(claims: Record<string, unknown>, audience: string): string | null {
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== audience) return `aud must be ${audience}`;
  if (typeof claims.exp !== 'number') return 'exp missing';
  if (claims.exp <= now) return 'token expired';
  if (claims.exp > now + MAX_LIFETIME_SECONDS) return 'exp more than 24 hours ahead';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'sub must be mailto: or https:';
  return null;
}

/**
 * Checks a push's VAPID Authorization (RFC 8292) for this service's origin: an ES256 JWT signed by
 * the k= key, aud the origin, exp in the future and at most 24 hours ahead, sub a contact; and,
 * for a subscription bound to an application server key, that k is that key. Null when it passes.
 */
export function checkVapid(header: string | undefined, audience: string, boundKey: Buffer | null): VapidRefusal | null {
  const known = header ? verified.get(header) : undefined;
  if (known && known.exp > Date.now() / 1000 && known.audience === audience) return checkBinding(known.point, boundKey);
  const refusal = verifyHeader(header, audience);
  if (refusal) return refusal;
  return checkBinding(verified.get(header as string)!.point, boundKey);
}

function checkBinding(point: Buffer, boundKey: Buffer | null): VapidRefusal | null {
  if (boundKey && !boundKey.equals(point)) {
    return { status: 403, reason: 'subscription is bound to another application server key' };
  }
  return null;
}

/**
 * Headers whose signature verified, until their exp: a sender reuses one token for many pushes
 * (as real services cache them), and verifying ES256 per push was a third of the stand-in's CPU.
 */
const verified = new Map<string, { point: Buffer; exp: number; audience: string }>();
const MAX_VERIFIED = 1000;

function verifyHeader(header: string | undefined, audience: string): VapidRefusal | null {
  const parsed = parseHeader(header);
  if (!parsed) return { status: 401, reason: 'Authorization must be "vapid t=<jwt>, k=<key>"' };
  const point = fromBase64Url(parsed.key);
  const key = point && publicKeyOf(point);
  if (!point || !key) return { status: 401, reason: 'k is not a P-256 public key' };
  const parts = parsed.token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    return { status: 401, reason: 't is not a JWT' };
  }
  const [encodedHeader, encodedClaims, encodedSignature] = parts;
  if (parseJson(encodedHeader)?.alg !== 'ES256') return { status: 401, reason: 'JWT alg must be ES256' };
  const signature = Buffer.from(encodedSignature, 'base64url');
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  if (signature.length !== 64 || !verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature)) {
    return { status: 401, reason: 'JWT signature does not verify with k' };
  }
  const claims = parseJson(encodedClaims);
  const claimProblem = claims ? checkClaims(claims, audience) : 'claims are not JSON';
  if (claimProblem) return { status: 401, reason: claimProblem };
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(header as string, { point, exp: claims!.exp as number, audience });
  return null;
}
