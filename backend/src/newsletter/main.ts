import { openDatabase } from '../db/database.ts';
import { mailConfigFromEnv } from '../mail/config.ts';
import { createMailer } from '../mail/mailer.ts';
import { startNewsletterService } from './service.ts';

/**
 * `npm run newsletter:send -w @newsroom/backend`: the newsletter's sender as a process of its own
 * on a PostgreSQL database (DATABASE_URL), beside or instead of the backend's. Several may run at
 * once (claims skip each other's rows); one killed mid-send leaves its claimed rows to the others
 * once its lease (NEWSLETTER_LEASE_SECONDS, default 60) lapses. The benchmark kills it with -9.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: the sender shares the database with the backend');
const config = mailConfigFromEnv(process.env);
const db = await openDatabase({ databaseUrl, dataDir: '' });
const mailer = createMailer(config);
const lease = Number(process.env.NEWSLETTER_LEASE_SECONDS);
const service = startNewsletterService({
  db,
  mailer,
  pollMs: config.newsletterPollMs || 1000,
  concurrency: config.smtp.maxConnections,
  leaseSeconds: lease > 0 ? lease : undefined,
  links: () => ({
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    apiUrl: (process.env.BACKEND_PUBLIC_URL ?? 'http://127.0.0.1:54321').replace(/\/+$/, ''),
  }),
});
console.log(`Newsletter sender running (pid ${process.pid})`);

const stop = () => {
  void service
    .stop()
    .then(() => mailer.idle())
    .finally(() => {
      mailer.close();
      void db.close().finally(() => process.exit(0));
    });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
