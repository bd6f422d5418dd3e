import { describe, expect, it } from 'vitest';
import { instantOfLocalInput, localInputOf } from './planningTimes.ts';

describe('planning times', () => {
  it('shows a stored instant on the local clock and stores what is typed as the same instant', () => {
    const stored = '2026-12-01T09:30:00.000Z';
    const shown = localInputOf(stored);
    expect(shown).toMatch(/^2026-12-0[12]T\d{2}:30$/);
    expect(instantOfLocalInput(shown)).toBe(stored);
  });

  it('reads nothing from an empty, partial or impossible input', () => {
    expect(localInputOf(null)).toBe('');
    expect(instantOfLocalInput('')).toBeNull();
    expect(instantOfLocalInput('2026-12-01')).toBeNull();
    expect(instantOfLocalInput('2026-02-31T10:00')).toBeNull();
  });
});
