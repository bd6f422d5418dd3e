import { isIP } from 'node:net';
import { LOCAL_JWT_SECRET, type BackendConfig } from './config.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './keys.ts';

/** Set to `true` to run on a non-loopback address with the published demo values anyway. */
export const ALLOW_DEMO_SECRETS_ENV = 'ALLOW_DEMO_SECRETS';

/** Addresses only this machine can reach: the Supabase CLI's convention for its demo values. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * The env variables still holding the Supabase CLI's published values: anyone can sign a
 * service_role token with the demo JWT secret, and the demo secret key is service_role itself.
 */
export function demoSecretsInUse(
  config: Pick<BackendConfig, 'jwtSecret' | 'secretKey' | 'publishableKey' | 'apiKeys'>,
): string[] {
  const names: string[] = [];
  if (config.jwtSecret === LOCAL_JWT_SECRET) names.push('JWT_SECRET');
  if (config.apiKeys !== 'legacy') {
    if (config.secretKey === LOCAL_SECRET_KEY) names.push('SUPABASE_SECRET_KEY');
    if (config.publishableKey === LOCAL_PUBLISHABLE_KEY) names.push('SUPABASE_PUBLISHABLE_KEY');
  }
  return names;
}

/**
 * Why the backend must not start (null: it may): listening beyond loopback with a demo value
 * lets anyone who reaches it forge any role (docs/product/security.md#secrets).
 */
export function demoSecretsRefusal(config: BackendConfig, env: NodeJS.ProcessEnv = process.env): string | null {
  if (isLoopbackHost(config.host) || env[ALLOW_DEMO_SECRETS_ENV] === 'true') return null;
  const names = demoSecretsInUse(config);
  if (names.length === 0) return null;
  return (
    `Refusing to listen on ${config.host}: ${names.join(', ')} still hold the Supabase CLI's published demo ` +
    `values, with which anyone who reaches this address can act as service_role. Set ${names.join(', ')} ` +
    `(see docs/product/security.md#secrets), listen on 127.0.0.1, or set ${ALLOW_DEMO_SECRETS_ENV}=true ` +
    'for a throwaway container nobody else reaches.'
  );
}
