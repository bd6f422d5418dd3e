import { describe, expect, it } from 'vitest';
import { formatEventTime, formatViews } from './formatEventTime.ts';

// Local times: the page shows the reader's own clock.
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).toISOString();

describe('formatEventTime', () => {
  it('shows the start, and the end time on the same day', () => {
    expect(formatEventTime(local(2026, 11, 22, 14, 0), local(2026, 11, 22, 16, 30))).toBe(
      'Sun 22 Nov 2026, 14:00 – 16:30',
    );
  });

  it('shows the end date when the event ends on another day', () => {
    expect(formatEventTime(local(2026, 11, 22, 22, 0), local(2026, 11, 23, 1, 0))).toBe(
      'Sun 22 Nov 2026, 22:00 – Mon 23 Nov 2026, 01:00',
    );
  });

  it('leaves out a missing end or one before the start, and copes with bad dates', () => {
    expect(formatEventTime(local(2026, 11, 22, 14, 0))).toBe('Sun 22 Nov 2026, 14:00');
    expect(formatEventTime(local(2026, 11, 22, 14, 0), local(2026, 11, 22, 13, 0))).toBe('Sun 22 Nov 2026, 14:00');
    expect(formatEventTime('not a date', local(2026, 11, 22, 13, 0))).toBe('');
    expect(formatEventTime('')).toBe('');
  });
});

describe('formatViews', () => {
  it('groups thousands', () => {
    expect(formatViews(1840)).toBe('1,840 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
  });
});
