import type { BlockList } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trustedProxiesFromEnv } from './http/clientAddress.ts';
import { mailConfigFromEnv, type MailConfig } from './mail/config.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, type ApiKeyMode, type SigningAlgorithm } from './keys.ts';
import { DEFAULT_LOCKOUT, type LockoutSettings } from './auth/mfa/lockout.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Supabase CLI's local-development secret; real deployments set JWT_SECRET. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface BackendConfig {
  port: number;
  host: string;
  /** Public base URL clients use (issuer of tokens, public storage URLs). */
  publicUrl: string;
  jwtSecret: string;
  /** Access token lifetime in seconds (GoTrue default 3600). */
  jwtExpiry: number;
  databaseUrl?: string;
  dataDir: string;
  /** Tests: an initdb'd cluster file (db/pgliteTemplate.ts) a new database starts from. */
  pgliteTemplateFile?: string;
  /** Folder with migrations/, seed.sql, functions/ (the project's supabase/ folder). */
  supabaseDir: string;
  /** Where storage object bytes are kept. */
  storageDir: string;
  /** Seed a fresh database with supabase/seed.sql and the local accounts. */
  seed: boolean;
  logRequests: boolean;
  /** Anonymous table reads are answered from a cache for this long after their query (0: off). */
  readCacheMs: number;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES; http/clientAddress.ts). */
  trustedProxies: BlockList;
  /** Readers' requests (reads, view counts) in progress at once; more wait (http/readerTurns.ts; 0: no limit). */
  apiReaderConcurrency: number;
  /** Sign-in/sign-up attempts allowed per window, per client IP and per e-mail (GoTrue-like). */
  authRateLimit: AuthRateLimitConfig;
  /** Passkey sign-in (GoTrue's [auth.passkey] and [auth.webauthn]; auth/passkeys): off unless AUTH_PASSKEYS=true. */
  passkeys: PasskeySettings;
  /** GoTrue's anonymous sign-ins (config.toml enable_anonymous_sign_ins; AUTH_ANONYMOUS_SIGN_INS): off by default. */
  anonymousSignIns: boolean;
  /** A password change on a session not refreshed for 24 h needs a mailed nonce (config.toml secure_password_change). */
  securePasswordChange: boolean;
  /** Wrong TOTP codes a factor takes before it locks, and for how long (auth/mfa/lockout.ts). */
  mfaLockout: LockoutSettings;
  /**
   * Multiplies the database's per-source request limits (private.rate_limit_rules) at start; 1 in
   * a deployment, large for test suites whose many visitors share one address (RATE_LIMIT_SCALE).
   */
  rateLimitScale: number;
  /**
   * PostgREST's `db-tx-end` (DB_TX_END): `commit`, its default and hosted Supabase's, ignores a
   * client's `Prefer: tx=rollback`; `commit-allow-override` honours it (decision 176, review fixes).
   */
  dbTxEnd: DbTxEnd;
  /** A revoked refresh token reused within this many seconds gets the active one back (GoTrue's 10). */
  refreshTokenReuseIntervalSeconds: number;
  /** User access tokens: HS256 with jwtSecret (the CLI's default), or ES256/RS256 signing keys. */
  jwtSigningAlgorithm: SigningAlgorithm;
  /** JSON array of private JWKs (the CLI's `[auth] signing_keys_path`); created when asymmetric and absent. */
  signingKeysPath?: string;
  /** API keys the gateway accepts: legacy JWT keys, new `sb_` keys, or both (the CLI's default). */
  apiKeys: ApiKeyMode;
  publishableKey: string;
  secretKey: string;
  /** Outgoing mail (SMTP_*) and the auth e-mail flows' settings (mail/config.ts). */
  mail: MailConfig;
}

export type DbTxEnd = 'commit' | 'commit-allow-override';

export interface PasskeySettings {
  enabled: boolean;
  /** The relying party: the site's domain the credentials are bound to (WEBAUTHN_RP_ID). */
  rpId: string;
  rpName: string;
  /** Pages allowed to run the ceremonies (WEBAUTHN_RP_ORIGINS, comma-separated). */
  origins: string[];
}

function passkeySettings(env: NodeJS.ProcessEnv, mail: MailConfig): PasskeySettings {
  const origins = (env.WEBAUTHN_RP_ORIGINS ?? mail.siteUrl)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    enabled: env.AUTH_PASSKEYS === 'true',
    rpId: env.WEBAUTHN_RP_ID || new URL(mail.siteUrl).hostname,
    rpName: env.WEBAUTHN_RP_DISPLAY_NAME || mail.siteName,
    origins,
  };
}

export interface AuthRateLimitConfig {
  perIp: number;
  perEmail: number;
  windowSeconds: number;
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = Number(env.BACKEND_PORT ?? env.PORT ?? 54321);
  const host = env.BACKEND_HOST ?? '127.0.0.1';
  const dataDir = path.resolve(env.BACKEND_DATA_DIR ?? path.join(repoRoot, '.data/db'));
  const algorithm = (env.JWT_SIGNING_ALGORITHM ?? 'HS256').toUpperCase();
  const jwtSigningAlgorithm: SigningAlgorithm = algorithm === 'ES256' || algorithm === 'RS256' ? algorithm : 'HS256';
  const apiKeys: ApiKeyMode = env.API_KEYS === 'legacy' || env.API_KEYS === 'new' ? env.API_KEYS : 'both';
  const mail = mailConfigFromEnv(env);
  return {
    port,
    host,
    publicUrl: env.BACKEND_PUBLIC_URL ?? `http://${host}:${port}`,
    jwtSecret: env.JWT_SECRET ?? LOCAL_JWT_SECRET,
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    supabaseDir: path.resolve(env.SUPABASE_DIR ?? path.join(repoRoot, 'supabase')),
    storageDir: path.resolve(env.BACKEND_STORAGE_DIR ?? path.join(path.dirname(dataDir), 'storage')),
    seed: env.BACKEND_SEED !== 'false',
    logRequests: env.BACKEND_LOG !== 'false',
    readCacheMs: Math.max(0, Number(env.READ_CACHE_MS ?? 1000) || 0),
    trustedProxies: trustedProxiesFromEnv(env),
    apiReaderConcurrency: Math.max(0, Math.floor(Number(env.API_READER_CONCURRENCY ?? 16)) || 0),
    authRateLimit: {
      perIp: positiveNumber(env.AUTH_RATE_LIMIT_PER_IP, 30),
      perEmail: positiveNumber(env.AUTH_RATE_LIMIT_PER_EMAIL, 10),
      windowSeconds: positiveNumber(env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 300),
    },
    anonymousSignIns: env.AUTH_ANONYMOUS_SIGN_INS === 'true',
    passkeys: passkeySettings(env, mail),
    securePasswordChange: env.AUTH_SECURE_PASSWORD_CHANGE !== 'false',
    mfaLockout: {
      attempts: positiveNumber(env.MFA_LOCKOUT_ATTEMPTS, DEFAULT_LOCKOUT.attempts),
      windowSeconds: positiveNumber(env.MFA_LOCKOUT_WINDOW_SECONDS, DEFAULT_LOCKOUT.windowSeconds),
      lockSeconds: positiveNumber(env.MFA_LOCKOUT_SECONDS, DEFAULT_LOCKOUT.lockSeconds),
    },
    rateLimitScale: positiveNumber(env.RATE_LIMIT_SCALE, 1),
    dbTxEnd: env.DB_TX_END === 'commit-allow-override' ? 'commit-allow-override' : 'commit',
    refreshTokenReuseIntervalSeconds: Math.max(0, Number(env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL ?? 10) || 0),
    jwtSigningAlgorithm,
    signingKeysPath: env.JWT_SIGNING_KEYS_PATH || undefined,
    apiKeys,
    publishableKey: env.SUPABASE_PUBLISHABLE_KEY ?? LOCAL_PUBLISHABLE_KEY,
    secretKey: env.SUPABASE_SECRET_KEY ?? LOCAL_SECRET_KEY,
    mail,
  };
}
