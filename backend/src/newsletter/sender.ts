import { addressDigest, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import type { Database } from '../db/database.ts';
import type { NewsletterRecipient } from './mails.ts';

/** A claimed row of newsletter_deliveries with what its mail needs. */
export interface ClaimedDelivery {
  sendId: string;
  subscriberId: string;
  kind: 'confirmation' | 'morning_edition' | 'breaking_alert';
  ref: string | null;
  attempts: number;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  recipient: NewsletterRecipient;
}

/** Builds one recipient's message of a send (null: this recipient must not get it any more). */
export type RenderDelivery = (delivery: ClaimedDelivery) => Promise<OutgoingMail | null> | OutgoingMail | null;

export interface SenderOptions {
  db: Pick<Database, 'query'>;
  mailer: Pick<Mailer, 'send'>;
  render: RenderDelivery;
  /** Rows claimed at once. */
  batchSize?: number;
  /** Messages on the wire at once (the SMTP pool's connections). */
  concurrency?: number;
  /** A claim lapses after this long, so rows a killed sender held are sent by the next one. */
  leaseSeconds?: number;
  /** Back-off before attempt n+1 (seconds); after the last the row is marked failed. */
  retryDelaysSeconds?: readonly number[];
  /** Message-ID's domain: the same delivery always has the same Message-ID (receivers may dedupe). */
  messageIdDomain?: string;
}

export interface NewsletterSender {
  /** Sends every due row, batch by batch, until none is left; the count sent. */
  drain(): Promise<number>;
}

export const DEFAULT_RETRY_DELAYS_SECONDS = [10, 60, 300, 1800] as const;

// Claims due rows for a while (next_attempt_at moves past the lease): committed at once, so a
// concurrent sender skips them and a crashed one's rows come back when the lease lapses.
const CLAIM = `
with due as (
  select send_id, subscriber_id from public.newsletter_deliveries
   where status = 'pending' and next_attempt_at <= now()
   order by next_attempt_at
   limit $1 for update skip locked
), claimed as (
  update public.newsletter_deliveries d
     set next_attempt_at = now() + make_interval(secs => $2), attempts = d.attempts + 1
    from due where d.send_id = due.send_id and d.subscriber_id = due.subscriber_id
  returning d.send_id, d.subscriber_id, d.attempts
)
select c.send_id, c.subscriber_id, c.attempts, s.kind, s.ref, r.status, t.email, t.confirm_token, t.manage_token
  from claimed c
  join public.newsletter_sends s on s.id = c.send_id
  join public.newsletter_subscribers r on r.id = c.subscriber_id
  cross join lateral public.newsletter_recipient(c.subscriber_id) t`;

interface ClaimRow {
  send_id: string;
  subscriber_id: string;
  attempts: number;
  kind: ClaimedDelivery['kind'];
  ref: string | null;
  status: ClaimedDelivery['status'];
  email: string;
  confirm_token: string | null;
  manage_token: string;
}

function toDelivery(row: ClaimRow): ClaimedDelivery {
  return {
    sendId: row.send_id,
    subscriberId: row.subscriber_id,
    kind: row.kind,
    ref: row.ref,
    attempts: row.attempts,
    status: row.status,
    recipient: { email: row.email, confirmToken: row.confirm_token, manageToken: row.manage_token },
  };
}

/**
 * Drains newsletter_deliveries: claim a batch, send each message alone, mark it sent once the SMTP
 * server accepted it. A refused message waits its back-off (kept in the row, so across restarts);
 * after the last retry it is marked failed with the server's answer.
 */
export function createNewsletterSender(options: SenderOptions): NewsletterSender {
  const { db, mailer, render } = options;
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 4;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const delays = options.retryDelaysSeconds ?? DEFAULT_RETRY_DELAYS_SECONDS;
  const domain = options.messageIdDomain ?? 'newsletter.local';

  const finish = (d: ClaimedDelivery, status: 'sent' | 'failed', error: string | null) =>
    db.query(
      `update public.newsletter_deliveries set status = $3, sent_at = case when $3 = 'sent' then now() end,
              last_error = $4 where send_id = $1 and subscriber_id = $2`,
      [d.sendId, d.subscriberId, status, error],
    );

  const retryLater = (d: ClaimedDelivery, error: string, delaySeconds: number) =>
    db.query(
      `update public.newsletter_deliveries set next_attempt_at = now() + make_interval(secs => $3), last_error = $4
        where send_id = $1 and subscriber_id = $2`,
      [d.sendId, d.subscriberId, delaySeconds, error],
    );

  async function deliver(d: ClaimedDelivery): Promise<boolean> {
    const mail = await render(d);
    if (!mail) {
      await finish(d, 'failed', 'not subscribed');
      return false;
    }
    try {
      await mailer.send({
        ...mail,
        headers: {
          ...mail.headers,
          'X-Newsroom-Send': d.sendId,
          'Message-ID': `<${d.sendId}.${d.subscriberId}@${domain}>`,
        },
      });
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      console.error(`[newsletter] ${d.kind} to ${addressDigest(d.recipient.email)} refused: ${message}`);
      const delay = delays[d.attempts - 1];
      if (delay === undefined) await finish(d, 'failed', message);
      else await retryLater(d, message, delay);
      return false;
    }
    await finish(d, 'sent', null);
    return true;
  }

  async function sendBatch(batch: ClaimedDelivery[]): Promise<number> {
    let sent = 0;
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const delivery = batch[next++];
        if (await deliver(delivery)) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    return sent;
  }

  return {
    async drain() {
      let total = 0;
      for (;;) {
        const { rows } = await db.query<ClaimRow>(CLAIM, [batchSize, leaseSeconds]);
        if (rows.length === 0) return total;
        total += await sendBatch(rows.map(toDelivery));
      }
    },
  };
}
