import type { VapidKeys } from '../../../supabase/functions/_shared/webPush.ts';
import { ALLOW_DEMO_SECRETS_ENV, isLoopbackHost } from '../demoSecrets.ts';
import { LOCAL_PUSH_SERVICE_PORT } from './standin/config.ts';

/**
 * The local demo VAPID key pair, published here as the Supabase CLI publishes its demo JWT secret:
 * anyone may sign pushes with it, so it is refused beyond loopback (docs/product/web-push.md).
 * The shell serves the same public key when VAPID_PUBLIC_KEY is unset (runtimeConfigFromEnv.mjs).
 */
export const LOCAL_VAPID_KEYS: VapidKeys = {
  subject: 'mailto:alerts@localhost',
  publicKey: 'BC8pGaz1YK5HT4vjVdPiNW8qF8NkBfwkejpWNpnINJPMnf0C4IyfMwsUY9NzfbjgY37GZnISsr1Y-K_pSPGBSB8',
  privateKey: 'FCisnrWCadrdhenz7H7ywuX4HXClPGh_KDq-pPWt5c8',
};

export interface PushConfig {
  /** Null: pushes are not sent (a backend beyond loopback without its own keys). */
  vapid: VapidKeys | null;
  /** How often the sender looks for due pushes, in ms (PUSH_POLL_MS; 0: only when drained). */
  pollMs: number;
  /** At most one push per subscription in this many minutes (PUSH_MIN_INTERVAL_MINUTES). */
  minIntervalMinutes: number;
  /** Plain-http origins subscriptions may point at: the local stand-in's, on loopback only. */
  loopbackOrigins: string[];
}

function nonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** The stand-in's origins when the backend listens on loopback (a deployment's list is empty). */
function standInOrigins(host: string, env: NodeJS.ProcessEnv): string[] {
  if (!isLoopbackHost(host)) return [];
  const port = Number(env.PUSH_SERVICE_PORT) || LOCAL_PUSH_SERVICE_PORT;
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/**
 * The contact push services reach the site's operator at (RFC 8292): required with the site's own
 * keys, where the demo pair's mailto:alerts@localhost would reach nobody.
 */
function vapidSubject(env: NodeJS.ProcessEnv): string {
  const subject = env.VAPID_SUBJECT ?? '';
  if (/^(mailto:|https:)\S+$/.test(subject)) return subject;
  throw new Error(
    'Set VAPID_SUBJECT to a mailto: or https: contact with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY ' +
      '(docs/product/web-push.md).',
  );
}

/**
 * The VAPID keys from env (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, and VAPID_SUBJECT), else
 * the demo pair, which (like the other demo secrets) only a loopback backend may use: beyond
 * loopback without keys nothing is pushed (null).
 */
function vapidFromEnv(host: string, env: NodeJS.ProcessEnv): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { subject: vapidSubject(env), publicKey, privateKey };
  if (publicKey || privateKey) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (docs/product/web-push.md).');
  }
  if (isLoopbackHost(host) || env[ALLOW_DEMO_SECRETS_ENV] === 'true') return LOCAL_VAPID_KEYS;
  console.warn(
    `[push] not sending Web Push on ${host} with the published demo VAPID keys: set VAPID_PUBLIC_KEY, ` +
      'VAPID_PRIVATE_KEY and VAPID_SUBJECT (docs/product/web-push.md).',
  );
  return null;
}

/** Push settings from env (docs/product/web-push.md). */
export function pushConfigFromEnv(host: string, env: NodeJS.ProcessEnv = process.env): PushConfig {
  return {
    vapid: vapidFromEnv(host, env),
    pollMs: nonNegative(env.PUSH_POLL_MS, 1000),
    minIntervalMinutes: nonNegative(env.PUSH_MIN_INTERVAL_MINUTES, 10),
    loopbackOrigins: standInOrigins(host, env),
  };
}
