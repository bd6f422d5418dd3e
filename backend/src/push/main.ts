import { openDatabase } from '../db/database.ts';
import { pushConfigFromEnv } from './config.ts';
import { startPushService } from './service.ts';

/**
 * `npm run push:send -w @newsroom/backend`: the Web Push sender as a process of its own on a
 * PostgreSQL database (DATABASE_URL), beside or instead of the backend's. Several may run at once
 * (claims skip each other's rows); one killed mid-send leaves its claimed rows to the others once
 * their lease lapses (claimLeaseSeconds: the batch at its timeout, plus 30 s). `npm run bench:push`
 * kills it with -9. It writes no push settings: the backend does (the stand-in's origins, the interval).
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: the sender shares the database with the backend');

/** A positive whole number from env, else the sender's default (undefined). */
function positive(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

const config = pushConfigFromEnv(process.env.PUSH_SENDER_HOST ?? '127.0.0.1');
if (!config.vapid) throw new Error('No VAPID keys: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT');
const db = await openDatabase({ databaseUrl, dataDir: '' });
const service = startPushService({
  db,
  config: { ...config, pollMs: config.pollMs || 1000 },
  batchSize: positive('PUSH_BATCH_SIZE'),
  concurrency: positive('PUSH_CONCURRENCY'),
  timeoutMs: positive('PUSH_TIMEOUT_MS'),
});
console.log(`Push sender running (pid ${process.pid})`);

const stop = () => {
  void service.stop().finally(() => void db.close().finally(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
