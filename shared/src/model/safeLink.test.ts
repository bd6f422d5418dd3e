import { describe, expect, it } from 'vitest';
import { safeLinkOrEmpty } from './safeLink.ts';

describe('safeLinkOrEmpty', () => {
  it('keeps http(s) URLs and paths on this site', () => {
    expect(safeLinkOrEmpty('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkOrEmpty(' /advertise ')).toBe('/advertise');
  });

  it('refuses script and data URLs, protocol-relative and backslash hosts, control characters', () => {
    for (const value of [
      "javascript:alert('x')",
      " JaVaScRiPt:alert('x')",
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/\\evil.example/',
      '/a\u0000b',
      'relative/path',
      null,
      42,
    ]) {
      expect(safeLinkOrEmpty(value)).toBe('');
    }
  });
});
