import { describe, expect, it } from 'vitest';
import { countdownInterval, countdownText, timeUntil } from './countdown.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('countdown', () => {
  it.each([
    [26 * 3_600_000 + 59_000, '1 day 2 hours'],
    [3 * 86_400_000, '3 days'],
    [3 * 3_600_000 + 5 * 60_000 + 30_000, '3 hours 5 minutes'],
    [3_600_000, '1 hour'],
    [4 * 60_000 + 9_000, '4 minutes 9 seconds'],
    [59_000, '59 seconds'],
    [400, '1 second'],
  ])('%i ms before the start reads "%s"', (ms, text) => {
    expect(timeUntil(at(ms), NOW)).toBe(text);
    expect(countdownText(at(ms), NOW)).toBe(`Starts in ${text}`);
  });

  it('says "Starting soon" once the start has passed, and copes with bad dates', () => {
    expect(timeUntil(at(0), NOW)).toBeNull();
    expect(countdownText(at(-5_000), NOW)).toBe('Starting soon');
    expect(countdownText('not a date', NOW)).toBe('Starting soon');
    expect(countdownText('', NOW)).toBe('Starting soon');
  });

  it('ticks every second in the last hour, else every 30 seconds', () => {
    expect(countdownInterval(at(59 * 60_000), NOW)).toBe(1000);
    expect(countdownInterval(at(2 * 3_600_000), NOW)).toBe(30_000);
  });
});
