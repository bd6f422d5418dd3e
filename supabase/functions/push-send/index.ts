// POST {} with the service role key -> 200 {delivered, gone, retry, failed, more}
// The Web Push sender on hosted Supabase (decision 194), called every minute by Supabase Cron as
// newsletter-send is (docs/product/web-push.md#hosted). It releases held breaking alerts and claims
// and settles pushes through the same database functions as the local backend's sender, with the
// WebCrypto sender of _shared/webPush.ts, and stops claiming after 50 seconds. Secrets:
// VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (a mailto: or https: contact).
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json } from '../_shared/http.ts';
import {
  alertPayload,
  alertPushOptions,
  claimLeaseSeconds,
  outcomeOfStatus,
  settledOutcome,
  type PushOutcome,
} from '../_shared/pushAlerts.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';
import { sendWebPush, WebPushError, type VapidKeys } from '../_shared/webPush.ts';

const env = (name: string) =>
  (globalThis as unknown as { Deno: { env: { get(n: string): string | undefined } } }).Deno.env.get(name);
const BUDGET_MS = 50_000;
const BATCH = 100;
const CONCURRENCY = 16;
const TIMEOUT_MS = 10_000;
// Outlasts a batch (100 s), so a second invocation never claims rows still being sent.
const LEASE_SECONDS = Math.max(120, claimLeaseSeconds(BATCH, CONCURRENCY, TIMEOUT_MS));

interface Claimed {
  send_id: string;
  subscription_id: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: { title: string; body: string; url: string };
  topic: string;
}

async function attempt(row: Claimed, vapid: VapidKeys): Promise<{ outcome: PushOutcome; error: string | null }> {
  // Loopback endpoints only for a local run against the stand-in (the database refuses them on hosted).
  const allowLoopback = env('PUSH_ALLOW_LOOPBACK') === 'true';
  try {
    const { status } = await sendWebPush(
      row,
      alertPayload(row.payload, row.topic),
      vapid,
      alertPushOptions(row.topic, { timeoutMs: TIMEOUT_MS, allowLoopback }),
    );
    const outcome = outcomeOfStatus(status);
    return { outcome, error: outcome === 'delivered' ? null : `HTTP ${status}` };
  } catch (error) {
    return { outcome: error instanceof WebPushError ? 'failed' : 'retry', error: (error as Error).message };
  }
}

export async function handlePushSend(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');
  const serviceKey = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (request.headers.get('authorization') !== `Bearer ${serviceKey}`) return errorResponse(401, 'Unauthorized.');
  const vapid: VapidKeys = {
    publicKey: requireEnv('VAPID_PUBLIC_KEY'),
    privateKey: requireEnv('VAPID_PRIVATE_KEY'),
    subject: requireEnv('VAPID_SUBJECT'),
  };
  const supabase = createClient(requireEnv('SUPABASE_URL'), serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const counts: Record<PushOutcome, number> = { delivered: 0, gone: 0, retry: 0, failed: 0 };
  const started = Date.now();
  let more = false;
  while (Date.now() - started < BUDGET_MS) {
    const { data, error } = await supabase.rpc('push_claim_deliveries', {
      batch_size: BATCH,
      lease_seconds: LEASE_SECONDS,
    });
    if (error) throw error;
    const rows = (data ?? []) as Claimed[];
    more = rows.length === BATCH;
    if (rows.length === 0) break;
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        const tried = await attempt(row, vapid);
        const { outcome, retrySeconds } = settledOutcome(tried.outcome, row.attempts);
        counts[outcome] += 1;
        await supabase.rpc('push_settle_delivery', {
          send_id: row.send_id,
          subscription_id: row.subscription_id,
          outcome,
          error: tried.error?.slice(0, 500) ?? null,
          retry_seconds: retrySeconds,
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  }
  return json({ ...counts, more });
}

serve((request) =>
  handlePushSend(request).catch((error: unknown) => {
    console.error('push-send: failed', error);
    return errorResponse(500, 'Sending failed.');
  }),
);
