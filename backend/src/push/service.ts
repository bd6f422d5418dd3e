import type { Database } from '../db/database.ts';
import type { PushConfig } from './config.ts';
import type { PushOutcome } from '../../../supabase/functions/_shared/pushAlerts.ts';
import { createPushSender, type PushSenderOptions } from './sender.ts';

export interface PushService {
  /** Sends everything due now; resolves when none is left (tests, the e2e suite). */
  drain(): Promise<Record<PushOutcome, number>>;
  stop(): Promise<void>;
}

export type PushServiceOptions = Omit<PushSenderOptions, 'db' | 'vapid'> & { db: Database; config: PushConfig };

const NOTHING: Record<PushOutcome, number> = { delivered: 0, gone: 0, retry: 0, failed: 0 };

/**
 * Writes the deployment's push settings (the stand-in's origins, the interval between pushes) at
 * every start, when the project's schema has them (a test's own supabase/ folder may not: false).
 */
export async function applyPushSettings(db: Pick<Database, 'query'>, config: PushConfig): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('private.push_settings') is not null as present`,
  );
  if (!rows[0]?.present) return false;
  await db.query(`update private.push_settings set loopback_origins = $1, min_interval_minutes = $2`, [
    config.loopbackOrigins,
    Math.round(config.minIntervalMinutes),
  ]);
  return true;
}

/** The backend's push sender: drains the send log now and then, one drain at a time. */
export function startPushService(options: PushServiceOptions): PushService {
  const { config, ...senderOptions } = options;
  const { vapid } = config;
  const sender = vapid
    ? createPushSender({
        ...senderOptions,
        vapid,
        allowLoopback: senderOptions.allowLoopback ?? config.loopbackOrigins.length > 0,
      })
    : { drain: () => Promise.resolve(NOTHING) };
  let current: Promise<Record<PushOutcome, number>> = Promise.resolve(NOTHING);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const drain = () => {
    current = current.catch(() => NOTHING).then(() => (stopped ? NOTHING : sender.drain()));
    return current;
  };
  const tick = () => {
    drain()
      .catch((error: unknown) => console.error(`[push] sending failed: ${(error as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, config.pollMs);
      });
  };
  if (config.pollMs > 0) timer = setTimeout(tick, config.pollMs);

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => NOTHING);
    },
  };
}
