import { describe, expect, it } from 'vitest';
import { formatLiveTime, relativeWithinHour } from './liveTime.ts';

describe('relativeWithinHour', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says how long ago within the hour, nothing after', () => {
    expect(relativeWithinHour('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(relativeWithinHour('2026-11-26T11:48:00Z', now)).toBe('12 min ago');
    expect(relativeWithinHour('2026-11-26T11:00:00Z', now)).toBe('');
    expect(relativeWithinHour('2026-11-26T12:05:00Z', now)).toBe('');
  });
});

describe('formatLiveTime', () => {
  const now = Date.parse('2026-11-28T11:00:00Z');

  it("writes only the time and zone on the site's day, the day before it otherwise", () => {
    expect(formatLiveTime('2026-11-28T10:50:00Z', now)).toBe('10:50 GMT');
    expect(formatLiveTime('2026-11-28T00:50:00Z', now)).toBe('00:50 GMT');
    expect(formatLiveTime('2026-11-27T23:59:00Z', now)).toBe('27 Nov 2026, 23:59 GMT');
  });

  it("takes the day in London, not in UTC or the reader's zone", () => {
    // 23:30 UTC on 27 June is 00:30 on 28 June in London (BST).
    const summerNow = Date.parse('2026-06-28T09:00:00Z');
    expect(formatLiveTime('2026-06-27T23:30:00Z', summerNow)).toBe('00:30 BST');
    expect(formatLiveTime('2026-06-27T22:30:00Z', summerNow)).toBe('27 Jun 2026, 23:30 BST');
  });

  it('names the zone of the post, across the clock change', () => {
    const afterChange = Date.parse('2026-10-26T12:00:00Z');
    expect(formatLiveTime('2026-10-25T00:30:00Z', afterChange)).toBe('25 Oct 2026, 01:30 BST');
    expect(formatLiveTime('2026-10-25T01:30:00Z', afterChange)).toBe('25 Oct 2026, 01:30 GMT');
  });

  it('writes the day while the time now is unknown (server, hydration), nothing for a bad date', () => {
    expect(formatLiveTime('2026-11-28T10:50:00Z', null)).toBe('28 Nov 2026, 10:50 GMT');
    expect(formatLiveTime('not a date', now)).toBe('');
  });
});
