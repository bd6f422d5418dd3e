import { describe, expect, it } from 'vitest';
import { relativeWithinHour } from './liveTime.ts';

describe('relativeWithinHour', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says how long ago within the hour, nothing after', () => {
    expect(relativeWithinHour('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(relativeWithinHour('2026-11-26T11:48:00Z', now)).toBe('12 min ago');
    expect(relativeWithinHour('2026-11-26T11:00:00Z', now)).toBe('');
    expect(relativeWithinHour('2026-11-26T12:05:00Z', now)).toBe('');
  });
});
