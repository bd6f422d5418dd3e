import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
} from 'jose';
import type { DbRole } from './db/requestContext.ts';
import { JwtError, signJwt } from './jwt.ts';

/** Expiry of the Supabase CLI's demo keys; keeps our anon/service keys identical to the CLI's. */
const API_KEY_EXPIRY = 1983812996;

/** The Supabase CLI's local publishable and secret keys (`supabase status`). */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export type SigningAlgorithm = 'HS256' | 'ES256' | 'RS256';
/** Which API keys the gateway accepts: the legacy JWT keys, the new `sb_` keys, or both (the CLI's default). */
export type ApiKeyMode = 'both' | 'legacy' | 'new';

export interface KeySettings {
  jwtSecret: string;
  /** How user access tokens are signed: HS256 with the JWT secret (the CLI's default) or an asymmetric key. */
  signingAlgorithm: SigningAlgorithm;
  /** A JSON array of private JWKs (the CLI's `signing_keys_path`); the first signs, all verify. */
  signingKeysPath?: string;
  apiKeys: ApiKeyMode;
  publishableKey: string;
  secretKey: string;
}

/** The rejection the gateway gives an API key it does not know (or a kind that is switched off). */
export class ApiKeyError extends Error {}

interface SigningKey {
  kid: string;
  alg: 'ES256' | 'RS256';
  privateKey: CryptoKey | Uint8Array;
  publicJwk: JWK;
}

export interface KeyRing {
  /** Legacy API keys: HS256 JWTs exactly as `supabase start` prints them. */
  anonKey: string;
  serviceRoleKey: string;
  /** New API keys (`sb_publishable_…`, `sb_secret_…`). */
  publishableKey: string;
  secretKey: string;
  apiKeyMode: ApiKeyMode;
  signingAlgorithm: SigningAlgorithm;
  /** Signs a user access token with the current signing key (HS256 secret or the first asymmetric key). */
  signAccessToken(payload: JWTPayload): Promise<string>;
  /** Verifies a JWT signed by the JWT secret or by any signing key; throws JwtError. */
  verify(token: string): Promise<JWTPayload>;
  /** The public signing keys, as GoTrue publishes them at /auth/v1/.well-known/jwks.json. */
  jwks(): { keys: JWK[] };
  /**
   * The role an API key stands for: `sb_publishable_…` → anon, `sb_secret_…` → service_role, the
   * legacy keys by their claims. Throws ApiKeyError for unknown keys or a disabled kind.
   */
  apiKeyRole(key: string): Promise<DbRole>;
  /** The legacy JWT the CLI's gateway substitutes for a new key (so JWT-only services keep working). */
  legacyJwtFor(role: DbRole): string;
}

const secretBytes = (secret: string) => new TextEncoder().encode(secret);

async function loadSigningKeys(settings: KeySettings): Promise<SigningKey[]> {
  if (settings.signingAlgorithm === 'HS256' && !settings.signingKeysPath) return [];
  let jwks: JWK[] = [];
  if (settings.signingKeysPath && existsSync(settings.signingKeysPath)) {
    jwks = JSON.parse(readFileSync(settings.signingKeysPath, 'utf8')) as JWK[];
  } else {
    const alg = settings.signingAlgorithm === 'RS256' ? 'RS256' : 'ES256';
    const { privateKey } = await generateKeyPair(alg, { extractable: true });
    const jwk = {
      ...(await exportJWK(privateKey)),
      kid: randomUUID(),
      alg,
      use: 'sig',
      key_ops: ['sign', 'verify'],
      ext: true,
    };
    jwks = [jwk];
    if (settings.signingKeysPath) {
      // Kept so tokens survive a restart, like the CLI's signing_keys.json.
      mkdirSync(path.dirname(settings.signingKeysPath), { recursive: true });
      writeFileSync(settings.signingKeysPath, `${JSON.stringify(jwks, null, 2)}\n`, { mode: 0o600 });
    }
  }
  const keys: SigningKey[] = [];
  for (const jwk of jwks) {
    const alg = (jwk.alg ?? (jwk.kty === 'RSA' ? 'RS256' : 'ES256')) as 'ES256' | 'RS256';
    if (alg !== 'ES256' && alg !== 'RS256') continue;
    const kid = jwk.kid ?? randomUUID();
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ...publicPart } = jwk;
    keys.push({
      kid,
      alg,
      privateKey: (await importJWK({ ...jwk, alg, key_ops: ['sign'] }, alg)) as CryptoKey,
      publicJwk: { ...publicPart, kid, alg, use: 'sig', key_ops: ['verify'], ext: true },
    });
  }
  if (!keys.length) throw new Error(`no ES256/RS256 key in ${settings.signingKeysPath}`);
  return keys;
}

export async function createKeyRing(settings: KeySettings): Promise<KeyRing> {
  const legacy = (role: DbRole) => signJwt({ iss: 'supabase-demo', role, exp: API_KEY_EXPIRY }, settings.jwtSecret);
  const anonKey = await legacy('anon');
  const serviceRoleKey = await legacy('service_role');
  const signing = await loadSigningKeys(settings);
  const publicKeys = new Map<string, CryptoKey | Uint8Array>();
  for (const key of signing) publicKeys.set(key.kid, (await importJWK(key.publicJwk, key.alg)) as CryptoKey);

  async function keyFor(header: JWTHeaderParameters): Promise<CryptoKey | Uint8Array> {
    if (header.alg === 'HS256') return secretBytes(settings.jwtSecret);
    const key = header.kid ? publicKeys.get(header.kid) : undefined;
    if (!key) throw new JwtError('invalid', 'No suitable key or wrong key type');
    return key;
  }

  async function verify(token: string): Promise<JWTPayload> {
    if (token.split('.').length !== 3) {
      throw new JwtError('invalid', `Expected 3 parts in JWT; got ${token.split('.').length}`);
    }
    try {
      const { payload } = await jwtVerify(token, keyFor, {
        algorithms: ['HS256', 'ES256', 'RS256'],
        clockTolerance: 30,
      });
      return payload;
    } catch (error) {
      if (error instanceof JwtError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
      throw new JwtError('invalid', 'JWT cryptographic operation failed');
    }
  }

  return {
    anonKey,
    serviceRoleKey,
    publishableKey: settings.publishableKey,
    secretKey: settings.secretKey,
    apiKeyMode: settings.apiKeys,
    signingAlgorithm: signing.length ? signing[0].alg : 'HS256',
    async signAccessToken(payload) {
      const [current] = signing;
      if (!current) return signJwt(payload, settings.jwtSecret);
      return new SignJWT(payload)
        .setProtectedHeader({ alg: current.alg, typ: 'JWT', kid: current.kid })
        .sign(current.privateKey);
    },
    verify,
    jwks: () => ({ keys: signing.map((key) => key.publicJwk) }),
    async apiKeyRole(key) {
      if (key.startsWith('sb_')) {
        if (settings.apiKeys === 'legacy') throw new ApiKeyError('Invalid API key');
        if (key === settings.publishableKey) return 'anon';
        if (key === settings.secretKey) return 'service_role';
        throw new ApiKeyError('Invalid API key');
      }
      if (settings.apiKeys === 'new' && (key === anonKey || key === serviceRoleKey)) {
        throw new ApiKeyError('Legacy API keys are disabled');
      }
      const claims = await verify(key);
      return claims.role === 'service_role'
        ? 'service_role'
        : claims.role === 'authenticated'
          ? 'authenticated'
          : 'anon';
    },
    legacyJwtFor: (role) => (role === 'service_role' ? serviceRoleKey : anonKey),
  };
}
