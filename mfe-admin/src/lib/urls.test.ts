import { describe, expect, it } from 'vitest';
import { safeHref } from './urls.ts';

describe('safeHref', () => {
  it('passes web URLs, and site paths only when asked', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('/advertise')).toBe('');
    expect(safeHref('/advertise', { allowSitePath: true })).toBe('/advertise');
    expect(safeHref('javascript:alert(1)', { allowSitePath: true })).toBe('');
  });
});
