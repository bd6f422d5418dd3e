import { describe, expect, it } from 'vitest';
import { calendarDay, dayInZone, localDay } from './calendarDay.ts';

const intlLong = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);

describe('calendarDay', () => {
  it('writes the long US form with the weekday, and the ISO day', () => {
    expect(calendarDay(2026, 11, 21)).toEqual({ iso: '2026-11-21', long: 'Saturday, November 21, 2026' });
    expect(calendarDay(2028, 2, 29)).toEqual({ iso: '2028-02-29', long: 'Tuesday, February 29, 2028' });
  });

  it('matches Intl for every day of a year, in the local calendar', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2026, 0, 1 + day, 12);
      expect(localDay(date).long).toBe(intlLong(date));
    }
  });

  it('takes the day in the newsroom zone across midnight and the clock changes', () => {
    // 23:30 UTC on 29 March 2026 is 00:30 on the 30th in London (summer time began that morning).
    expect(dayInZone(new Date('2026-03-29T23:30:00Z'), 'Europe/London').iso).toBe('2026-03-30');
    // 23:30 UTC on 25 October 2026 is still the 25th in London (back on GMT).
    expect(dayInZone(new Date('2026-10-25T23:30:00Z'), 'Europe/London').long).toBe('Sunday, October 25, 2026');
    // Harare is two hours ahead all year.
    const lateUtc = new Date('2026-11-27T22:30:00Z');
    expect(dayInZone(lateUtc, 'Africa/Harare').long).toBe(intlLong(lateUtc, 'Africa/Harare'));
  });
});
