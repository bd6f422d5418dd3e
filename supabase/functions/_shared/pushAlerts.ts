// What a breaking alert's push is and what a push service's answer means (decision 194): shared by
// the local backend's sender (backend/src/push/sender.ts) and the hosted push-send function.
import type { PushOptions } from './webPush.ts';

/** An alert an hour old is no longer breaking: the push service drops it after that (TTL). */
export const PUSH_TTL_SECONDS = 3600;
/** Back-off before attempt n+1 (seconds); after the last the push is marked failed. */
export const PUSH_RETRY_DELAYS_SECONDS = [10, 60, 300] as const;

export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'failed';

/** Time for encrypting and settling the rows of a batch, beyond waiting on push services. */
const LEASE_MARGIN_SECONDS = 30;

/**
 * A claim's lease that outlasts its batch: each of `concurrency` workers pushes
 * ceil(batch / concurrency) rows one after another, each waiting at most `timeoutMs`. A shorter
 * lease would let a second sender claim rows still being sent and push them twice.
 */
export function claimLeaseSeconds(batchSize: number, concurrency: number, timeoutMs: number): number {
  const rounds = Math.ceil(batchSize / Math.max(1, Math.min(concurrency, batchSize)));
  return rounds * Math.ceil(timeoutMs / 1000) + LEASE_MARGIN_SECONDS;
}

/** The push options every alert goes with: TTL, Urgency high, Topic (a correction replaces it). */
export function alertPushOptions(topic: string, extra: Partial<PushOptions> = {}): PushOptions {
  return { ttl: PUSH_TTL_SECONDS, urgency: 'high', topic, ...extra };
}

/** The payload the service worker reads: title, body, url, and the topic as the notification's tag. */
export function alertPayload(payload: { title: string; body: string; url: string }, topic: string): string {
  return JSON.stringify({ ...payload, tag: topic });
}

/**
 * What a push service's answer means: 2xx delivered, 404/410 gone (RFC 8030 §7.3), 429 and 5xx
 * worth another try, any other 4xx (a bad token, a body too large) not.
 */
export function outcomeOfStatus(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'failed';
}

/** The outcome to settle and its retry delay: a retry past the last delay is given up. */
export function settledOutcome(
  outcome: PushOutcome,
  attempts: number,
  delays: readonly number[] = PUSH_RETRY_DELAYS_SECONDS,
): { outcome: PushOutcome; retrySeconds: number | null } {
  if (outcome !== 'retry') return { outcome, retrySeconds: null };
  const retrySeconds = delays[attempts - 1] ?? null;
  return retrySeconds === null ? { outcome: 'failed', retrySeconds } : { outcome, retrySeconds };
}
