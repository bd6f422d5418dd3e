import { Cron } from 'croner';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailForDelivery, type NewsletterLinks } from '../../../supabase/functions/_shared/newsletterMail.ts';
import { createNewsletterSender, type RenderDelivery } from './sender.ts';

export interface QueuedEdition {
  /** Null: no story in the last 24 hours, nothing queued. */
  sendId: string | null;
  recipients: number;
  /** False: that day's edition was already queued (it is not sent twice). */
  created: boolean;
}

export interface NewsletterService {
  /** Sends everything due now; resolves when none is left (tests, the admin's "send now"). */
  drain(): Promise<number>;
  /** Queues today's morning edition (idempotent per London day) and starts sending it. */
  queueMorningEdition(): Promise<QueuedEdition>;
  stop(): Promise<void>;
}

export interface NewsletterServiceOptions {
  db: Database;
  mailer: Mailer;
  links: () => NewsletterLinks;
  /** How often the send log is looked at for due rows (0: only when drain() is called). */
  pollMs: number;
  /** The morning edition's schedule (croner pattern) and its time zone; null: not scheduled. */
  morningEdition?: { cron: string | null; timeZone: string };
  /** Messages on the wire at once: the SMTP pool's connections. */
  concurrency?: number;
  leaseSeconds?: number;
  retryDelaysSeconds?: readonly number[];
}

/** What each kind of send says (the same function the hosted edge function renders with). */
function renderer(links: () => NewsletterLinks): RenderDelivery {
  return (delivery) => mailForDelivery(links(), delivery);
}

/** The backend's newsletter sender: drains the send log now and then, one drain at a time. */
export function startNewsletterService(options: NewsletterServiceOptions): NewsletterService {
  const { db } = options;
  const sender = createNewsletterSender({
    db,
    mailer: options.mailer,
    render: renderer(options.links),
    leaseSeconds: options.leaseSeconds,
    concurrency: options.concurrency,
    retryDelaysSeconds: options.retryDelaysSeconds,
    messageIdDomain: new URL(options.links().siteUrl).hostname || 'newsletter.local',
  });
  let current: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const drain = () => {
    current = current.catch(() => 0).then(() => (stopped ? 0 : sender.drain()));
    return current;
  };
  const drainInBackground = () => {
    drain().catch((error: unknown) => console.error(`[newsletter] sending failed: ${(error as Error).message}`));
  };
  const tick = () => {
    void current
      .catch(() => 0)
      .then(() => drainInBackground())
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };
  if (options.pollMs > 0) timer = setTimeout(tick, options.pollMs);

  async function queueMorningEdition(): Promise<QueuedEdition> {
    const { rows } = await db.query<{ send_id: string | null; recipients: number; created: boolean }>(
      `select * from public.newsletter_queue_morning_edition()`,
    );
    const row = rows[0];
    if (row?.send_id) drainInBackground();
    return { sendId: row?.send_id ?? null, recipients: row?.recipients ?? 0, created: row?.created ?? false };
  }

  const schedule = options.morningEdition?.cron
    ? new Cron(options.morningEdition.cron, { timezone: options.morningEdition.timeZone, unref: true }, () => {
        queueMorningEdition().then(
          (edition) => console.log(`[newsletter] morning edition: ${edition.recipients} recipients`),
          (error: unknown) => console.error(`[newsletter] morning edition failed: ${(error as Error).message}`),
        );
      })
    : null;

  return {
    drain,
    queueMorningEdition,
    async stop() {
      stopped = true;
      schedule?.stop();
      clearTimeout(timer);
      await current.catch(() => 0);
    },
  };
}
