import { describe, expect, it } from 'vitest';
import { convertWallTime, instantOfWallTime, newsroomZoneLabel, wallTimeIn } from './newsroomTime.ts';

const at = (date: string, time: string, zone: string) => instantOfWallTime({ date, time }, zone)?.toISOString();

describe('newsroom time zones', () => {
  it('09:00 in Harare is 07:00 UTC in winter and summer (no summer time there)', () => {
    expect(at('2026-12-01', '09:00', 'Africa/Harare')).toBe('2026-12-01T07:00:00.000Z');
    expect(at('2027-07-01', '09:00', 'Africa/Harare')).toBe('2027-07-01T07:00:00.000Z');
  });

  it('London is UTC in winter and UTC+1 in summer', () => {
    expect(at('2026-12-01', '09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
    expect(at('2027-07-01', '09:00', 'Europe/London')).toBe('2027-07-01T08:00:00.000Z');
  });

  it('around the clock changes: a skipped time moves forward, a repeated one takes the first', () => {
    expect(at('2027-03-28', '02:30', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    expect(at('2027-03-28', '01:30', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    expect(at('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25', '02:30', 'Europe/London')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(at('2026-02-30', '09:00', 'Europe/London')).toBeUndefined();
    expect(at('2026-11-30', '', 'Europe/London')).toBeUndefined();
    expect(at('', '09:00', 'Europe/London')).toBeUndefined();
  });

  it('shows an instant on either office’s clock, across midnight too', () => {
    expect(wallTimeIn(new Date('2026-12-01T23:30:00Z'), 'Africa/Harare')).toEqual({
      date: '2026-12-02',
      time: '01:30',
    });
    expect(convertWallTime({ date: '2027-07-01', time: '09:00' }, 'Europe/London', 'Africa/Harare')).toEqual({
      date: '2027-07-01',
      time: '10:00',
    });
  });

  it('names the zone with its offset on that day', () => {
    expect(newsroomZoneLabel('Europe/London', new Date('2026-12-01T12:00:00Z'))).toBe('London time (UTC)');
    expect(newsroomZoneLabel('Europe/London', new Date('2027-07-01T12:00:00Z'))).toBe('London time (UTC+1)');
    expect(newsroomZoneLabel('Africa/Harare', new Date('2026-12-01T12:00:00Z'))).toBe('Harare time (UTC+2)');
  });
});
