import { describe, expect, it } from 'vitest';
import { transactionLanes } from './pglite.ts';

describe('transactionLanes', () => {
  it('runs one transaction at a time, a write before the reads queued ahead of it', async () => {
    const lanes = transactionLanes();
    const order: string[] = [];
    let release!: () => void;
    const first = lanes.run('reads', () =>
      new Promise<void>((resolve) => (release = resolve)).then(() => order.push('r1')),
    );
    // Each transaction starts in a later turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    const queued = [
      lanes.run('reads', async () => order.push('r2')),
      lanes.run('reads', async () => order.push('r3')),
      lanes.run('writes', async () => order.push('w1')),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['r1', 'w1', 'r2', 'r3']);
  });

  it('lets I/O in between transactions: a queue of them does not run back to back in microtasks', async () => {
    const lanes = transactionLanes();
    const order: string[] = [];
    /** PGlite works synchronously: a transaction holds the thread while it runs. */
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const queued = [1, 2, 3].map((n) =>
      lanes.run('reads', async () => {
        busyFor(3);
        order.push(`t${n}`);
      }),
    );
    // A due timer stands for a socket with data: it runs in the next turn of the loop.
    const io = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('io')), 1));
    await Promise.all([...queued, io]);
    expect(order.indexOf('io')).toBeLessThan(order.indexOf('t3'));
  });

  it('a failed transaction passes its error on and lets the next run', async () => {
    const lanes = transactionLanes();
    await expect(lanes.run('writes', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lanes.run('reads', async () => 'next')).toBe('next');
  });
});
