import type { Database } from '../db/database.ts';
import {
  alertPayload,
  alertPushOptions,
  claimLeaseSeconds,
  outcomeOfStatus,
  PUSH_RETRY_DELAYS_SECONDS,
  settledOutcome,
  type PushOutcome,
} from '../../../supabase/functions/_shared/pushAlerts.ts';
import {
  sendWebPush,
  WebPushError,
  type PushTarget,
  type VapidKeys,
} from '../../../supabase/functions/_shared/webPush.ts';

/** A claimed row of private.push_deliveries with what its push needs. */
export interface ClaimedPush {
  sendId: string;
  subscriptionId: string;
  attempts: number;
  target: PushTarget;
  /** `{title, body, url}` (sent with `tag`: the topic): what the service worker shows and opens. */
  payload: { title: string; body: string; url: string };
  /** RFC 8030 Topic (the alert's id): a correction replaces an undelivered alert. */
  topic: string;
}

export interface PushSenderOptions {
  db: Pick<Database, 'query'>;
  vapid: VapidKeys;
  /** Rows claimed at once. */
  batchSize?: number;
  /** Pushes on the wire at once. */
  concurrency?: number;
  /**
   * A claim lapses after this long, so rows a killed sender held go out from the next one; never
   * less than the batch can take (claimLeaseSeconds), so no row is sent twice.
   */
  leaseSeconds?: number;
  /** Back-off before attempt n+1 (seconds); after the last the row is marked failed. */
  retryDelaysSeconds?: readonly number[];
  /** A push service that does not answer within this is retried later; the others go on. */
  timeoutMs?: number;
  /** http endpoints on loopback: the local stand-in (the database refuses them elsewhere). */
  allowLoopback?: boolean;
  send?: typeof sendWebPush;
}

export interface PushSender {
  /** Sends every due push, batch by batch, until none is left; the outcomes counted. */
  drain(): Promise<Record<PushOutcome, number>>;
}

const CLAIM = `select * from public.push_claim_deliveries($1, $2)`;
const SETTLE = `select public.push_settle_delivery($1, $2, $3, $4, $5)`;

interface ClaimRow {
  send_id: string;
  subscription_id: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: ClaimedPush['payload'];
  topic: string;
}

export function toClaimedPush(row: ClaimRow): ClaimedPush {
  return {
    sendId: row.send_id,
    subscriptionId: row.subscription_id,
    attempts: row.attempts,
    target: { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
    payload: row.payload,
    topic: row.topic,
  };
}

/**
 * Drains private.push_deliveries: claim a batch, push each alone with a timeout, settle each
 * answer. A retry waits its back-off in the row (so across restarts); after the last it is failed.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, vapid } = options;
  const send = options.send ?? sendWebPush;
  const batchSize = options.batchSize ?? 200;
  const concurrency = options.concurrency ?? 32;
  const delays = options.retryDelaysSeconds ?? PUSH_RETRY_DELAYS_SECONDS;
  const pushOptions = { timeoutMs: options.timeoutMs ?? 10_000, allowLoopback: options.allowLoopback ?? false };
  const leaseSeconds = Math.max(
    options.leaseSeconds ?? 0,
    claimLeaseSeconds(batchSize, concurrency, pushOptions.timeoutMs),
  );

  async function attempt(push: ClaimedPush): Promise<{ outcome: PushOutcome; error: string | null }> {
    try {
      const { status } = await send(
        push.target,
        alertPayload(push.payload, push.topic),
        vapid,
        alertPushOptions(push.topic, pushOptions),
      );
      const outcome = outcomeOfStatus(status);
      return { outcome, error: outcome === 'delivered' ? null : `HTTP ${status}` };
    } catch (error) {
      // Bad keys or endpoint never get better; a timeout or a refused connection may.
      const outcome = error instanceof WebPushError ? 'failed' : 'retry';
      return { outcome, error: (error as Error).message.slice(0, 500) };
    }
  }

  async function deliver(push: ClaimedPush): Promise<PushOutcome> {
    const tried = await attempt(push);
    const { outcome, retrySeconds } = settledOutcome(tried.outcome, push.attempts, delays);
    await db.query(SETTLE, [push.sendId, push.subscriptionId, outcome, tried.error, retrySeconds]);
    return outcome;
  }

  async function sendBatch(batch: ClaimedPush[], counts: Record<PushOutcome, number>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < batch.length) counts[await deliver(batch[next++])] += 1;
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
  }

  return {
    async drain() {
      const counts: Record<PushOutcome, number> = { delivered: 0, gone: 0, retry: 0, failed: 0 };
      for (;;) {
        const { rows } = await db.query<ClaimRow>(CLAIM, [batchSize, leaseSeconds]);
        if (rows.length === 0) return counts;
        await sendBatch(rows.map(toClaimedPush), counts);
      }
    },
  };
}
