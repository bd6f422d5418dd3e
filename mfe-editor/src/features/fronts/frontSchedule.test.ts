import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SCHEDULE_INVALID,
  SCHEDULE_PASSED,
  SCHEDULE_TOO_FAR,
  frontScheduleError,
  isAhead,
  newsroomWhen,
  nextDefaultTime,
} from './frontSchedule.ts';

describe('frontScheduleError', () => {
  const now = new Date('2026-11-29T03:00:00Z');

  it('takes a time ahead, up to a year', () => {
    expect(frontScheduleError(new Date('2026-11-30T06:00:00Z'), now)).toBeNull();
    expect(frontScheduleError(new Date('2027-11-29T03:00:00Z'), now)).toBeNull();
  });

  it('refuses a time that has passed, one more than a year ahead, and no time', () => {
    expect(frontScheduleError(now, now)).toBe(SCHEDULE_PASSED);
    expect(frontScheduleError(new Date('2026-11-29T02:59:00Z'), now)).toBe(SCHEDULE_PASSED);
    expect(frontScheduleError(new Date('2027-11-29T03:01:00Z'), now)).toBe(SCHEDULE_TOO_FAR);
    expect(frontScheduleError(null, now)).toBe(SCHEDULE_INVALID);
  });
});

describe('newsroomWhen and isAhead', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("names the time on London's clock, in summer too", () => {
    expect(newsroomWhen('2026-11-30T06:00:00Z')).toBe('30 Nov 2026, 06:00 London time');
    expect(newsroomWhen('2027-07-01T05:00:00Z')).toBe('1 Jul 2027, 06:00 London time');
  });

  it('is ahead only for a time after now', () => {
    expect(isAhead('2026-11-29T03:00:01Z')).toBe(true);
    expect(isAhead('2026-11-29T03:00:00Z')).toBe(false);
    expect(isAhead(null)).toBe(false);
  });
});

describe('nextDefaultTime', () => {
  it('is the next 09:00 still ahead in London', () => {
    expect(nextDefaultTime(new Date('2026-11-29T03:00:00Z'))).toEqual({ date: '2026-11-29', time: '09:00' });
    expect(nextDefaultTime(new Date('2026-11-29T09:00:00Z'))).toEqual({ date: '2026-11-30', time: '09:00' });
    // Summer: 09:00 in London is 08:00 UTC.
    expect(nextDefaultTime(new Date('2027-07-01T07:59:00Z'))).toEqual({ date: '2027-07-01', time: '09:00' });
  });
});
