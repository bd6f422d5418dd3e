import { describe, expect, it } from 'vitest';
import { waitClock } from './requestAreas.ts';

describe('waitClock (the nested areas of Server-Timing, decision 219)', () => {
  it('counts the time at least one tracked promise was pending after a moment, overlaps once', async () => {
    let now = 0;
    const clock = waitClock(() => now);
    let settleFirst!: () => void;
    let settleSecond!: () => void;
    const first = clock.track(new Promise<void>((resolve) => (settleFirst = resolve)));
    now = 10;
    const second = clock.track(new Promise<void>((resolve) => (settleSecond = resolve)));
    now = 15;
    settleFirst();
    await first;
    now = 30;
    expect(clock.since(5)).toBe(25); // still pending: 5 → 30
    settleSecond();
    await second;
    now = 50;
    const later = clock.track(Promise.reject(new Error('a failed area counts too')));
    await later.catch(() => undefined);
    expect(clock.since(5)).toBe(25);
    expect(clock.since(40)).toBe(0);
    expect(clock.since(0)).toBe(30);
  });
});
