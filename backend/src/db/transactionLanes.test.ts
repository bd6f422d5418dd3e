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
    const queued = [
      lanes.run('reads', async () => order.push('r2')),
      lanes.run('reads', async () => order.push('r3')),
      lanes.run('writes', async () => order.push('w1')),
    ];
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['r1', 'w1', 'r2', 'r3']);
  });

  it('a failed transaction passes its error on and lets the next run', async () => {
    const lanes = transactionLanes();
    await expect(lanes.run('writes', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lanes.run('reads', async () => 'next')).toBe('next');
  });
});
