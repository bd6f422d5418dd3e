import { describe, expect, it } from 'vitest';
import { lastLongTaskEnd, longestTaskAfter, totalBlockingTime } from './blockingTime.ts';

describe('totalBlockingTime', () => {
  it('counts each task beyond 50 ms, after FCP and before the window ends', () => {
    const tasks = [
      { startMs: 100, durationMs: 300 }, // before FCP: nothing
      { startMs: 900, durationMs: 200 }, // 100 ms after FCP (1000): clipped to 100, blocks 50
      { startMs: 1500, durationMs: 120 }, // blocks 70
      { startMs: 2000, durationMs: 50 }, // blocks nothing
      { startMs: 9950, durationMs: 200 }, // clipped to 50 by the window: nothing
    ];
    expect(totalBlockingTime(tasks, 1000)).toBe(120);
  });

  it('is 0 without long tasks', () => {
    expect(totalBlockingTime([], 800)).toBe(0);
  });
});

describe('longestTaskAfter and lastLongTaskEnd', () => {
  it('ignore tasks that ended before FCP', () => {
    const tasks = [
      { startMs: 100, durationMs: 400 },
      { startMs: 900, durationMs: 150 },
      { startMs: 2000, durationMs: 80 },
    ];
    expect(longestTaskAfter(tasks, 1000)).toBe(150);
    expect(lastLongTaskEnd(tasks, 1000)).toBe(2080);
    expect(lastLongTaskEnd(tasks, 5000)).toBeNull();
  });
});
