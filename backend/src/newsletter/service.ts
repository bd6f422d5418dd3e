import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmationMail, type NewsletterLinks } from './mails.ts';
import { createNewsletterSender, type RenderDelivery } from './sender.ts';

export interface NewsletterService {
  /** Sends everything due now; resolves when none is left (tests, the admin's "send now"). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface NewsletterServiceOptions {
  db: Database;
  mailer: Mailer;
  links: () => NewsletterLinks;
  /** How often the send log is looked at for due rows (0: only when drain() is called). */
  pollMs: number;
  leaseSeconds?: number;
  retryDelaysSeconds?: readonly number[];
}

/** What each kind of send says; a recipient no longer eligible gets nothing (null). */
function renderer(links: () => NewsletterLinks): RenderDelivery {
  return (delivery) => {
    if (delivery.kind === 'confirmation') {
      if (delivery.status !== 'pending' || !delivery.recipient.confirmToken) return null;
      return confirmationMail(links(), delivery.recipient);
    }
    return null;
  };
}

/** The backend's newsletter sender: drains the send log now and then, one drain at a time. */
export function startNewsletterService(options: NewsletterServiceOptions): NewsletterService {
  const sender = createNewsletterSender({
    db: options.db,
    mailer: options.mailer,
    render: renderer(options.links),
    leaseSeconds: options.leaseSeconds,
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
  const tick = () => {
    drain()
      .catch((error: unknown) => console.error(`[newsletter] sending failed: ${(error as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };
  if (options.pollMs > 0) timer = setTimeout(tick, options.pollMs);

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => 0);
    },
  };
}
