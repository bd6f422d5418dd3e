import { describe, expect, it } from 'vitest';
import { claimLeaseSeconds } from '../../../supabase/functions/_shared/pushAlerts.ts';
import { LOCAL_VAPID_KEYS } from './config.ts';
import { createPushSender, type PushSenderOptions } from './sender.ts';

/** The lease each claim asks for, from a database that has nothing due. */
async function claimedLease(options: Partial<PushSenderOptions>): Promise<number> {
  const calls: unknown[][] = [];
  const db = {
    query: async (_sql: string, params?: unknown[]) => {
      calls.push(params ?? []);
      return { rows: [] };
    },
  } as unknown as PushSenderOptions['db'];
  await createPushSender({ db, vapid: LOCAL_VAPID_KEYS, ...options }).drain();
  return calls[0][1] as number;
}

describe('the push sender claim lease', () => {
  it('outlasts a batch: ceil(batch / concurrency) pushes per worker, each up to the timeout, plus a margin', () => {
    expect(claimLeaseSeconds(200, 32, 10_000)).toBe(7 * 10 + 30);
    expect(claimLeaseSeconds(100, 16, 10_000)).toBe(7 * 10 + 30);
    expect(claimLeaseSeconds(1, 32, 500)).toBe(1 + 30);
  });

  it('claims with that lease by default (200 rows over 32 workers with a 10 s timeout take up to 70 s)', async () => {
    expect(await claimedLease({})).toBe(100);
    expect(await claimedLease({ batchSize: 10, concurrency: 1, timeoutMs: 2_000 })).toBe(10 * 2 + 30);
  });

  it('never claims for less than the batch can take, even when asked to', async () => {
    expect(await claimedLease({ leaseSeconds: 60 })).toBe(100);
    expect(await claimedLease({ leaseSeconds: 600 })).toBe(600);
  });
});
