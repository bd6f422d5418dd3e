import { addressDigest, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import type { Database } from '../db/database.ts';
import type { NewsletterRecipient } from '../../../supabase/functions/_shared/newsletterMail.ts';

/** A claimed row of newsletter_deliveries with what its mail needs. */
export interface ClaimedDelivery {
  sendId: string;
  subscriberId: string;
  kind: 'confirmation' | 'morning_edition' | 'breaking_alert';
  ref: string | null;
  /** What the send says (the edition's stories, the alert's item), the same for every recipient. */
  payload: Record<string, unknown>;
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

// The send log's own functions (migration 20261129110100): the hosted edge function claims and
// settles through the same ones.
const CLAIM = `select * from public.newsletter_claim_deliveries($1, $2)`;
const SETTLE = `select public.newsletter_settle_delivery($1, $2, $3, $4)`;

interface ClaimRow {
  send_id: string;
  subscriber_id: string;
  attempts: number;
  kind: ClaimedDelivery['kind'];
  ref: string | null;
  payload: Record<string, unknown>;
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
    payload: row.payload,
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

  const settle = (d: ClaimedDelivery, error: string | null, retrySeconds: number | null) =>
    db.query(SETTLE, [d.sendId, d.subscriberId, error, retrySeconds]);

  async function deliver(d: ClaimedDelivery): Promise<boolean> {
    const mail = await render(d);
    if (!mail) {
      await settle(d, 'not subscribed', null);
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
      await settle(d, message, delays[d.attempts - 1] ?? null);
      return false;
    }
    await settle(d, null, null);
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
